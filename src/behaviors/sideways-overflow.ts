/**
 * Follows the boxes that match `selector` in `root`, now and in whatever content is added later
 * (client-side navigation), and tells `mark` whether each one's content is wider than the box,
 * again whenever the box changes size. A ResizeObserver reports after layout, so reading the
 * widths there forces none.
 */
export function watchSidewaysOverflow(root: HTMLElement, selector: string, mark: (box: HTMLElement, overflows: boolean) => void) {
  const followed = new Set<Element>();
  const sized = new ResizeObserver((entries) => {
    for (const { target } of entries) mark(target as HTMLElement, target.scrollWidth > target.clientWidth);
  });
  const follow = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const box of node.matches(selector) ? [node] : node.querySelectorAll(selector)) {
      sized.observe(box);
      followed.add(box);
    }
  };
  follow(root);
  new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      record.addedNodes.forEach(follow);
      removed ||= record.removedNodes.length > 0;
    }
    // A box taken out of the page is no longer followed, so no old page stays in memory.
    if (removed) {
      for (const box of followed) {
        if (box.isConnected) continue;
        sized.unobserve(box);
        followed.delete(box);
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
