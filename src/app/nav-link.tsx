import { appHref } from '../shared/paths.ts';
import type { NavLink as NavLinkConfig } from '../shared/types.ts';
import { useShell } from './shell-context.tsx';
import { Link, useRouter } from './router.tsx';

/** Renders a navbar/footer link: docs route, external URL or playground-app-relative link. */
export function NavLink({ item, className }: { item: NavLinkConfig; className?: string }) {
  const { playgroundUrl } = useShell();
  const { path } = useRouter();
  if ('to' in item) {
    const active = path === item.to || path.startsWith(item.to + '/');
    return (
      <Link href={item.to} className={className} aria-current={active ? 'page' : undefined}>
        {item.label}
      </Link>
    );
  }
  if ('app' in item) {
    const href = appHref(playgroundUrl, item.app);
    return item.newTab ? (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    ) : (
      <a href={href} className={className}>
        {item.label}
      </a>
    );
  }
  if (item.sameTab || item.href.startsWith('/')) {
    return (
      <a href={item.href} className={className}>
        {item.label}
      </a>
    );
  }
  return (
    <a href={item.href} className={className} target="_blank" rel="noopener noreferrer">
      {item.label}
      <span className="external-icon" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
