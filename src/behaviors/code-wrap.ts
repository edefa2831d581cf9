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
  button.setAttribute('aria-pressed', String(block.classList.toggle('code-block--wrapped')));
}

export function watchLongLines(root: HTMLElement) {
  watchSidewaysOverflow(root, '.code-block pre', (pre, overflows) => pre.parentElement?.toggleAttribute('data-long-lines', overflows));
}
