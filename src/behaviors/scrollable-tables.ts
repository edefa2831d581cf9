/**
 * A table wider than the text column scrolls sideways (on a phone, most tables with several
 * columns). Such a table takes the keyboard focus, as a code block does, so that a keyboard user
 * can reach it and scroll it with the arrow keys; a table that fits gets no tab stop. The check
 * runs when a table's box changes size (a ResizeObserver reports after layout, so reading the
 * table's widths there forces none).
 */

function markScrolling(table: HTMLElement) {
  if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
  else table.removeAttribute('tabindex');
}

const sized = new ResizeObserver((entries) => {
  for (const { target } of entries) markScrolling(target as HTMLElement);
});

function observeTables(root: Element) {
  if (root.matches('.markdown table')) sized.observe(root);
  for (const table of root.querySelectorAll('.markdown table')) sized.observe(table);
}

/** Follows the tables in `root` now and in whatever content is added later (client-side navigation). */
export function watchScrollableTables(root: HTMLElement) {
  observeTables(root);
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => node instanceof Element && observeTables(node));
      // A table taken out of the page is no longer followed.
      record.removedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        if (node.matches('table')) sized.unobserve(node);
        for (const table of node.querySelectorAll('table')) sized.unobserve(table);
      });
    }
  }).observe(root, { childList: true, subtree: true });
}
