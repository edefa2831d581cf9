/**
 * The Wrap button of code blocks. It shows only on a block with a line wider than the block (it
 * is in the page from the start, invisible, so showing it moves nothing); pressing it wraps the
 * long lines instead of scrolling them, and pressing it again scrolls them again.
 */
import { watchSidewaysOverflow } from './sideways-overflow.ts';

export function onWrapClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('.code-block .code-wrap') : null;
  const block = button?.closest('.code-block');
  if (!button || !block) return;
  measureIndents(block);
  button.setAttribute('aria-pressed', String(block.classList.toggle('code-block--wrapped')));
}

/**
 * Gives each indented line its indentation in characters (`--indent`; a tab reaches the next
 * multiple of 4, the blocks' tab size), so that the rest of a wrapped line starts 4 characters
 * further in than the line's own code (main.css), never level with a line of its own. Measured
 * on the first press, not in the page: most readers never wrap.
 */
function measureIndents(block: Element) {
  if (block.hasAttribute('data-indents')) return;
  block.setAttribute('data-indents', '');
  for (const line of block.querySelectorAll<HTMLElement>('.line')) {
    const lead = /^[ \t]*/.exec(line.textContent ?? '')![0];
    const width = [...lead].reduce((n, c) => (c === '\t' ? n + 4 - (n % 4) : n + 1), 0);
    if (width) line.style.setProperty('--indent', String(width));
  }
}

export function watchLongLines(root: HTMLElement) {
  watchSidewaysOverflow(root, '.code-block pre', (pre, overflows) => pre.parentElement?.toggleAttribute('data-long-lines', overflows));
}
