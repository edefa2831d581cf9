import type { ReactNode } from 'react';

const LABELS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;

export type AdmonitionType = keyof typeof LABELS;

/** `:::note[Title]` blocks (see build/mdx/remark-admonitions.ts). */
export function Admonition({ type, title, children }: { type: AdmonitionType; title?: string; children?: ReactNode }) {
  return (
    <aside className={`admonition admonition-${type}`} aria-label={title ?? LABELS[type]}>
      <p className="admonition-heading">
        {title ?? LABELS[type]}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
