/** Navigation context: the server provides a fixed location, the client a live one (src/client/client-root.tsx). */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export interface Navigator {
  path: string;
  /** Client-side navigation; absent on the server. */
  navigate?: (href: string) => void;
  prefetch?: (href: string) => void;
}

export const RouterContext = createContext<Navigator>({ path: '/docs/' });

export const useRouter = () => useContext(RouterContext);

/** Docs routes handled by the app (not files such as /docs/llms.txt or /docs/overview.md). */
export function isAppRoute(href: string): boolean {
  return /^\/docs(\/|$|[?#])/.test(href) && !/\.(md|txt|xml|json|svg|png|ico)([?#]|$)/.test(href);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An `<a>` that navigates client-side for docs routes and opens external links safely. */
export function Link({ href, onClick, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const { navigate, prefetch } = useRouter();
  if (/^https?:\/\//.test(href) && rest.target === undefined) {
    return <a href={href} target="_blank" rel="noopener noreferrer" {...rest} onClick={onClick} />;
  }
  const internal = isAppRoute(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!internal || !navigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a
      href={href}
      {...rest}
      onClick={handleClick}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        if (internal) prefetch?.(href);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        if (internal) prefetch?.(href);
      }}
    />
  );
}
