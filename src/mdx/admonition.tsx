import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

const LABELS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;

export type AdmonitionType = keyof typeof LABELS;

const ICONS: Record<AdmonitionType, IconName> = { note: 'pencil', tip: 'lightbulb', info: 'info', warning: 'triangle-alert', danger: 'octagon-alert' };

/**
 * `:::note[Title]` blocks (see build/mdx/remark-admonitions.ts). A plain box with a visible heading,
 * not an `<aside>`: a page with several notes would otherwise list as many same-named landmarks.
 */
export function Admonition({ type, title, children }: { type: AdmonitionType; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`admonition admonition-${type}`}>
      <p className="admonition-heading">
        <Icon name={ICONS[type]} className="admonition-icon" />
        <span>{title ?? LABELS[type]}</span>
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
