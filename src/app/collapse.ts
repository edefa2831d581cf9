/** Height animation for collapsible lists: duration grows with height; 1 ms under reduced motion. */

/** Longer for taller content, but sub-linearly so big lists do not crawl (ms). */
export function durationForHeight(height: number): number {
  if (height <= 0) return 0;
  const h = height / 36;
  return Math.round((4 + 15 * h ** 0.25 + h / 5) * 10);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Animates `el` between collapsed and its natural height, then calls `done`. */
export function animateCollapse(el: HTMLElement, expand: boolean, done: () => void): void {
  const full = el.scrollHeight;
  const duration = prefersReducedMotion() ? 1 : durationForHeight(full);
  el.dataset.animationDuration = String(duration);
  if (typeof el.animate !== 'function') {
    done();
    return;
  }
  el.style.overflow = 'hidden';
  const frames = expand ? [{ height: '0px' }, { height: `${full}px` }] : [{ height: `${full}px` }, { height: '0px' }];
  const animation = el.animate(frames, { duration, easing: 'ease-in-out' });
  animation.onfinish = animation.oncancel = () => {
    el.style.overflow = '';
    done();
  };
}
