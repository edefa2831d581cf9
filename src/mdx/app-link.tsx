import type { ReactNode } from 'react';
import { appHref } from '../shared/paths.ts';
import { useShell } from '../app/shell-context.tsx';

/** Link into the playground app (`path` relative to the app root, e.g. `?new`), wherever the app runs. */
export function AppLink({ path = '', className, newTab, children }: { path?: string; className?: string; newTab?: boolean; children: ReactNode }) {
  const { playgroundUrl } = useShell();
  const external = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={appHref(playgroundUrl, path)} className={className} {...external}>
      {children}
    </a>
  );
}
