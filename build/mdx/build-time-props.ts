/**
 * Props that some MDX components get at build time instead of importing data at run time, so the
 * data travels in the page's own chunk (not in every page's client bundle), plus how each of those
 * components reads in the plain-Markdown twin of the page.
 */
import type { EmbedOptions } from 'livecodes';
import { formattingText, getLanguage, languages, type LanguageData } from '../../content/data/languages.ts';
import type { DocCard } from '../../src/shared/types.ts';
import { isIconName } from '../../src/mdx/icons.tsx';
import { editorLabels } from '../../src/mdx/language-info.tsx';
import { groupLanguages } from '../../src/mdx/languages-table.tsx';
import { appHref } from '../../src/shared/paths.ts';
import { languageLogos } from './language-logos.ts';
import { playgroundUrl } from './playground-links.ts';

export interface BuildTimeContext {
  docId: string;
  /** Cards of the sidebar category led by this doc (null when it leads none). */
  cards: DocCard[] | null;
  siteUrl: string;
  /** The LiveCodes app that playground links open (the site's playground URL). */
  appUrl: string;
}

/** The element's attributes, evaluated statically (build/mdx/static-eval.ts). */
type Attributes = Record<string, unknown>;

export interface BuildTimeComponent {
  /** Props added to the element; throws (failing the build) when the element is used wrongly. */
  props: (attributes: Attributes, ctx: BuildTimeContext) => Record<string, unknown>;
  /** Markdown for the twin (.md, llms-full.txt). */
  markdown: (attributes: Attributes, ctx: BuildTimeContext) => string;
}

const embedOptions = (a: Attributes) => ({
  config: a.config as EmbedOptions['config'],
  params: a.params as EmbedOptions['params'],
  template: a.template as EmbedOptions['template'],
  import: a.import as string | undefined,
});

const languageRow = (l: LanguageData) => ({
  slug: l.slug,
  title: l.title,
  name: l.name,
  aliases: l.aliases,
  markupVariant: l.markupVariant,
  extensions: l.extensions,
  editor: l.editor,
  processor: l.processor ?? false,
});
export type LanguageRow = ReturnType<typeof languageRow>;

const code = (items: string[]) => items.map((i) => `\`${i}\``).join(', ');

const formatting = (l: LanguageData) => {
  const f = formattingText(l);
  if ('none' in f) return f.none;
  return `${f.url ? `[${f.name}](${f.url})` : f.name}${f.versions}`;
};

export const buildTimeComponents: Record<string, BuildTimeComponent> = {
  DocCardList: {
    props: (_, { cards, docId }) => {
      if (!cards) throw new Error(`<DocCardList /> is used on "${docId}", but no sidebar category has this page as its link page`);
      return { items: cards };
    },
    markdown: (_, { cards, siteUrl }) => (cards ?? []).map((c) => `- [${c.title}](${siteUrl}${c.href}): ${c.description}`).join('\n'),
  },
  RunInLiveCodes: {
    props: (a, { appUrl }) => ({ href: playgroundUrl(appUrl, embedOptions(a)) }),
    markdown: (a, { appUrl }) => `[${(a.label as string | undefined) ?? 'Open in LiveCodes'}](${playgroundUrl(appUrl, embedOptions(a))})`,
  },
  LiveCodes: {
    props: (a, { appUrl }) => ({ href: playgroundUrl(appUrl, embedOptions(a)) }),
    markdown: (a, { appUrl }) => `[Open this playground in LiveCodes](${playgroundUrl(appUrl, embedOptions(a))})`,
  },
  LanguageInfo: {
    props: ({ slug }) => ({ language: getLanguage(slug as string) }),
    // The rows of the page's info block (src/mdx/language-info.tsx), with its links.
    markdown: ({ slug }, { siteUrl, appUrl }) => {
      const l = getLanguage(slug as string);
      const link = (text: string, url?: string) => (url ? `[${text}](${url})` : text);
      return [
        `- ${l.processor ? 'Processor name' : 'Name'}: \`${l.name}\``,
        l.aliases.length > 0 && `- Aliases: ${code(l.aliases)}`,
        l.extensions.length > 0 && `- ${l.extensions.length > 1 ? 'Extensions' : 'Extension'}: ${code(l.extensions)}`,
        `- Editor: ${editorLabels[l.editor]}${l.markupVariant ? `; markup editor as ${code(l.markupVariant)}` : ''}${l.processor ? ` ([CSS processor](${siteUrl}/docs/features/css#css-processors))` : ''}`,
        l.compiler && `- Compiler: ${link(l.compiler.name, l.compiler.url)}`,
        l.compiler?.version && `- Version: ${l.compiler.version}`,
        `- Code formatting: ${formatting(l)}`,
        l.customSettingsKey && `- Custom settings key: \`${l.customSettingsKey}\` ([custom settings](${siteUrl}/docs/advanced/custom-settings))`,
        l.starterTemplate && `- Starter template: [\`${l.starterTemplate}\`](${appHref(appUrl, `?template=${l.starterTemplate}`)})`,
        l.officialUrl && `- Official site: [${l.officialUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}](${l.officialUrl})`,
      ]
        .filter(Boolean)
        .join('\n');
    },
  },
  LanguagesTable: {
    props: () => ({ languages: languages.map(languageRow) }),
    // The page's tables (src/mdx/languages-table.tsx): one per group, under its caption.
    markdown: (_, { siteUrl }) => {
      const rows = languages.map(languageRow);
      const otherNames = (label: string, names: string[]) => (names.length ? ` (${label} ${code(names)})` : '');
      const tables = groupLanguages(rows)
        .filter((g) => g.items.length > 0)
        .map((g) => {
          const processors = g.label === 'Processors';
          const header = [processors ? 'Processor' : 'Language', 'SDK name', ...(processors ? [] : ['Extensions'])];
          const lines = g.items.map((l) => {
            const cells = [`[${l.title}](${siteUrl}/docs/languages/${l.slug})`, `\`${l.name}\`${otherNames('also', l.aliases)}${otherNames('markup editor:', l.markupVariant ?? [])}`];
            if (!processors) cells.push(l.extensions.map((e) => `\`${e}\``).join(' '));
            return `| ${cells.join(' | ')} |`;
          });
          return [`**${g.label}** (${g.items.length})`, '', `| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`, ...lines].join('\n');
        });
      return [`${rows.length} languages and processors`, ...tables].join('\n\n');
    },
  },
  LanguageLogos: {
    props: () => ({ logos: languageLogos() }),
    markdown: (_, { siteUrl }) => languageLogos().map((l) => `[${l.title}](${siteUrl}/docs/languages/${l.slug})`).join(' · '),
  },
  Icon: {
    // Checked here so that a wrong name fails the build, not a request.
    props: ({ name }, { docId }) => {
      if (!isIconName(name)) throw new Error(`<Icon name="${String(name)}" /> on "${docId}": no such icon; the icons are listed in src/mdx/icons.tsx`);
      return {};
    },
    markdown: () => '',
  },
};
