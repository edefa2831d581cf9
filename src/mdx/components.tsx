/** Components available to every MDX page without an import (documented in content/README.md). */
import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../app/router.tsx';
import { Admonition } from './admonition.tsx';
import { AppLink } from './app-link.tsx';
import { CodeBlock } from './code-block.tsx';
import { ContactForm } from './contact-form.tsx';
import { DocCardList } from './doc-card-list.tsx';
import { heading } from './heading.tsx';
import { HeroVisual } from './hero-visual.tsx';
import { Icon } from './icons.tsx';
import { LanguageLogos } from './language-logos.tsx';
import { LanguageInfo } from './language-info.tsx';
import { LanguagesTable } from './languages-table.tsx';
import { LiveCodes } from './livecodes-embed.tsx';
import { RunInLiveCodes } from './run-in-livecodes.tsx';
import { TabItem, Tabs } from './tabs.tsx';

function Anchor({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link href={href} {...rest} />;
}

export const mdxComponents = {
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  a: Anchor,
  Admonition,
  AppLink,
  CodeBlock,
  ContactForm,
  DocCardList,
  HeroVisual,
  Icon,
  LanguageInfo,
  LanguageLogos,
  LanguagesTable,
  LiveCodes,
  RunInLiveCodes,
  Tabs,
  TabItem,
};
