/**
 * A table wider than the text column scrolls sideways (on a phone, most tables with several
 * columns). Such a table takes the keyboard focus, as a code block does, so that a keyboard user
 * can reach it and scroll it with the arrow keys; a table that fits gets no tab stop.
 */
import { watchSidewaysOverflow } from './sideways-overflow.ts';

export function watchScrollableTables(root: HTMLElement) {
  watchSidewaysOverflow(root, '.markdown table', (table, overflows) => {
    if (overflows) table.tabIndex = 0;
    else table.removeAttribute('tabindex');
  });
}
