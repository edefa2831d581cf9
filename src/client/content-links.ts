/**
 * Links inside page content are plain server-rendered anchors: these delegated listeners give
 * docs links client-side navigation and prefetching, as <Link> does for the shell.
 */
import { isAppRoute } from '../app/router.tsx';
import { PAGE_BODY_CLASS } from '../app/page-body.tsx';

function contentLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(`.${PAGE_BODY_CLASS} a[href]`) : null;
  if (!link || link.target || link.hasAttribute('download')) return null;
  return isAppRoute(link.getAttribute('href') ?? '') ? link : null;
}

export function interceptContentLinks(navigate: (href: string) => void, prefetch: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = contentLink(event.target);
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href')!);
  };
  const onHover = (event: Event) => {
    const link = contentLink(event.target);
    if (link) prefetch(link.getAttribute('href')!);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('mouseover', onHover);
  document.addEventListener('focusin', onHover);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('mouseover', onHover);
    document.removeEventListener('focusin', onHover);
  };
}
