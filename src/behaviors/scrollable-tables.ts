/**
 * Tables wider than the text column scroll sideways (on a phone, most tables with several columns).
 *
 * - From tablet width up, code in their cells breaks no more than the table needs to fit
 *   (`data-code-breaks`): each piece of code on one line where the table has room for that (what
 *   main.css assumes, and nearly every table gets, so a page does not move when this runs), else
 *   broken between words, and only in a table that fits neither way broken anywhere; so a table with
 *   room never shows `'https://livecodes.` / `io'`, nor a type stacked over three lines beside a
 *   half-empty column. Decided again when the table's width changes. On a phone code may break
 *   anywhere, as main.css has it: there a table rarely has room, and tables near the top of a page
 *   would move as they were decided.
 * - A table that still scrolls takes the keyboard focus, as a code block does, so that a keyboard
 *   user can reach it and scroll it with the arrow keys; a table that fits gets no tab stop.
 * - Whatever scrolls sideways (such a table, or the languages index's groups) fades out at the edge
 *   where more of it is hidden (`data-more`: left, right or both), so a table cut on a column
 *   border does not read as whole.
 */
import { watchSidewaysOverflow } from './sideways-overflow.ts';

const TABLES = '.markdown table';
const SCROLLERS = '.languages-scroll';

/** How code in table cells may break, from least to most (main.css). */
const CODE_BREAKS = ['none', 'words', 'anywhere'] as const;

const WIDE = '(min-width: 600px)';

/** Width at which each table's code breaks were last decided. */
const decidedAt = new WeakMap<HTMLElement, number>();

/** Lets the table's code break no more than the table needs to fit; returns whether it still overflows. */
function fitCode(table: HTMLElement, overflows: boolean): boolean {
  if (!window.matchMedia(WIDE).matches) {
    decidedAt.delete(table);
    if (!table.hasAttribute('data-code-breaks')) return overflows;
    delete table.dataset.codeBreaks;
    return table.scrollWidth > table.clientWidth;
  }
  const width = table.clientWidth;
  if (decidedAt.get(table) === width || !table.querySelector('td code')) return overflows;
  decidedAt.set(table, width);
  for (const breaks of CODE_BREAKS) {
    table.dataset.codeBreaks = breaks;
    if (table.scrollWidth <= width) return false;
  }
  return true;
}

function showHiddenEdges(box: HTMLElement) {
  const left = box.scrollLeft > 1;
  const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
  if (left || right) box.dataset.more = left && right ? 'both' : left ? 'left' : 'right';
  else delete box.dataset.more;
}

export function watchScrollableTables(root: HTMLElement) {
  watchSidewaysOverflow(root, TABLES, (table, overflows) => {
    const scrolls = fitCode(table, overflows);
    if (scrolls) table.tabIndex = 0;
    else table.removeAttribute('tabindex');
    showHiddenEdges(table);
  });
  watchSidewaysOverflow(root, SCROLLERS, showHiddenEdges);
  document.addEventListener(
    'scroll',
    (event) => {
      const box = event.target;
      if (box instanceof HTMLElement && box.matches(`${TABLES}, ${SCROLLERS}`)) showHiddenEdges(box);
    },
    { capture: true, passive: true },
  );
}
