import { useId } from 'react';
import type { LanguageRow } from '../../build/mdx/build-time-props.ts';
import { Link } from '../app/router.tsx';

type LanguageData = LanguageRow;

interface Group {
  label: string;
  items: LanguageData[];
}

const byTitle = (a: LanguageData, b: LanguageData) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

/** Markup, style and script languages, then CSS processors; each group sorted by title. */
export function groupLanguages(languages: LanguageData[]): Group[] {
  return [
    { label: 'Markup', items: languages.filter((l) => !l.processor && l.editor === 'markup') },
    { label: 'Style', items: languages.filter((l) => !l.processor && l.editor === 'style') },
    { label: 'Script', items: languages.filter((l) => !l.processor && l.editor === 'script') },
    { label: 'Processors', items: languages.filter((l) => l.processor) },
  ].map((g) => ({ ...g, items: [...g.items].sort(byTitle) }));
}

/** Lower-cased words a row can be found by: title, SDK name, aliases, markup-editor names and extensions. */
const searchText = (l: LanguageData) => [l.title, l.name, ...l.aliases, ...(l.markupVariant ?? []), ...l.extensions].join(' ').toLowerCase();

/** ` (also `a`, `b`)` after an SDK name; nothing when there are no names. */
function OtherNames({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <span className="languages-aliases">
      {' '}
      ({label}{' '}
      {names.map((name, i) => (
        <span key={name}>
          {i > 0 && ', '}
          <code>{name}</code>
        </span>
      ))}
      )
    </span>
  );
}

/**
 * All languages and processors in grouped tables, with a filter box. The server renders every row,
 * so the full list is there without JavaScript; typing narrows it in the browser
 * (src/behaviors/languages-filter.ts, which reads each row's `data-search`). `languages` is filled
 * in at build time (build/mdx/build-time-props.ts).
 */
export function LanguagesTable({ languages = [] }: { languages?: LanguageData[] }) {
  const groups = groupLanguages(languages);
  const inputId = useId();
  const countId = useId();
  return (
    <div className="languages-table" data-total={languages.length}>
      <div className="languages-filter" role="search" aria-label="Languages filter">
        <label htmlFor={inputId}>Filter languages</label>
        <input
          id={inputId}
          type="search"
          placeholder="e.g. python, py or .vue"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={countId}
        />
      </div>
      <p id={countId} className="languages-count" aria-live="polite">
        {`${languages.length} languages and processors`}
      </p>
      <p className="languages-empty" hidden>
        No language matches <strong />. Try a shorter search, an SDK name such as <code>python-wasm</code> or an extension such as{' '}
        <code>.md</code>.
      </p>
      {groups.map(
        (g) =>
          g.items.length > 0 && (
            <div key={g.label} className="languages-scroll">
            <table className="languages-group">
              <caption>
                {g.label} <span className="languages-group-count">({g.items.length})</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{g.label === 'Processors' ? 'Processor' : 'Language'}</th>
                  <th scope="col">SDK name</th>
                  {g.label !== 'Processors' && <th scope="col">Extensions</th>}
                </tr>
              </thead>
              <tbody>
                {g.items.map((l) => (
                  <tr key={l.slug} data-search={searchText(l)}>
                    <th scope="row">
                      <Link href={`/docs/languages/${l.slug}`}>{l.title}</Link>
                    </th>
                    <td>
                      <code>{l.name}</code>
                      <OtherNames label="also" names={l.aliases} />
                      <OtherNames label="markup editor:" names={l.markupVariant ?? []} />
                    </td>
                    {g.label !== 'Processors' && (
                      <td>
                        {l.extensions.map((ext, i) => (
                          <span key={ext}>
                            {i > 0 && ' '}
                            <code>{ext}</code>
                          </span>
                        ))}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          ),
      )}
    </div>
  );
}
