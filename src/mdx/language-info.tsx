import type { ReactNode } from 'react';
import { formattingText, type EditorName, type LanguageData } from '../../content/data/languages.ts';
import { Link } from '../app/router.tsx';
import { AppLink } from './app-link.tsx';

export const editorLabels: Record<EditorName, string> = {
  markup: 'Markup editor',
  style: 'Style editor',
  script: 'Script editor',
};

/** Inline code items separated by commas, e.g. `.py3`, `.wasm.py`. */
function CodeList({ items }: { items: string[] }) {
  return (
    <>
      {items.map((item, i) => (
        <span key={item}>
          {i > 0 && ', '}
          <code>{item}</code>
        </span>
      ))}
    </>
  );
}

function MaybeLink({ href, children }: { href?: string; children: ReactNode }) {
  return href ? <Link href={href}>{children}</Link> : <>{children}</>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="language-info-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The "Language info" block of a language page: `<LanguageInfo slug="python-wasm" />`. The build
 * looks the slug up in content/data/languages.ts and passes the entry as `language` (an unknown
 * slug fails the build), so the data ships only with the page that shows it.
 */
export function LanguageInfo({ language }: { slug: string; language: LanguageData }) {
  const { compiler } = language;
  const formatting = formattingText(language);
  return (
    <dl className="language-info">
      <Row term={language.processor ? 'Processor name' : 'Name'}>
        <code>{language.name}</code>
      </Row>
      {language.aliases.length > 0 && (
        <Row term="Aliases">
          <CodeList items={language.aliases} />
        </Row>
      )}
      {language.extensions.length > 0 && (
        <Row term={language.extensions.length > 1 ? 'Extensions' : 'Extension'}>
          <CodeList items={language.extensions} />
        </Row>
      )}
      <Row term="Editor">
        {editorLabels[language.editor]}
        {language.markupVariant && (
          <>
            ; markup editor as <CodeList items={language.markupVariant} />
          </>
        )}
        {language.processor && (
          <>
            {' '}
            (<Link href="/docs/features/css#css-processors">CSS processor</Link>)
          </>
        )}
      </Row>
      {compiler && (
        <Row term="Compiler">
          <MaybeLink href={compiler.url}>{compiler.name}</MaybeLink>
        </Row>
      )}
      {compiler?.version && <Row term="Version">{compiler.version}</Row>}
      <Row term="Code formatting">
        {'none' in formatting ? (
          formatting.none
        ) : (
          <>
            <MaybeLink href={formatting.url}>{formatting.name}</MaybeLink>
            {formatting.versions}
          </>
        )}
      </Row>
      {language.customSettingsKey && (
        <Row term="Custom settings key">
          <code>{language.customSettingsKey}</code> (<Link href="/docs/advanced/custom-settings">custom settings</Link>)
        </Row>
      )}
      {language.starterTemplate && (
        <Row term="Starter template">
          <AppLink path={`?template=${language.starterTemplate}`} newTab>
            <code>{language.starterTemplate}</code>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </AppLink>
        </Row>
      )}
      {language.officialUrl && (
        <Row term="Official site">
          <Link href={language.officialUrl}>{language.officialUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}</Link>
        </Row>
      )}
    </dl>
  );
}
