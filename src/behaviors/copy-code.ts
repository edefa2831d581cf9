/** The copy button of code blocks: copies the block's text and says "Copied" for two seconds. */

const COPIED_MS = 2000;

export function onCopyClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('.code-block .code-copy') : null;
  const code = button?.closest('.code-block')?.querySelector<HTMLElement>('pre code');
  if (!button || !code) return;
  const label = (text: string, aria: string) => {
    button.textContent = text;
    button.setAttribute('aria-label', aria);
  };
  navigator.clipboard.writeText(code.innerText).then(
    () => {
      label('Copied', 'Copied');
      setTimeout(() => label('Copy', 'Copy code to clipboard'), COPIED_MS);
    },
    // Clipboard refused (permissions, insecure context): the button stays as it was.
    () => {},
  );
}
