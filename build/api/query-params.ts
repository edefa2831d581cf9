/**
 * The `params` embed option's parameters on a page of their own. The SDK types `params` as
 * `Prettify<UrlQueryParams>`, which TypeDoc prints inline as one object of about 500 members; with
 * them in the middle of EmbedOptions, the options after `params` sat tens of screens further down.
 * The table TypeDoc makes of them moves to /docs/api/internal/type-aliases/UrlQueryParams (the
 * package declares the type under that name without exporting it, like the other internal types)
 * as a compact reference: a row per parameter (one for all the languages' names), its type, the
 * first sentence of its description, and its name linked to the section of the query-parameters
 * guide that describes it.
 */

// The guide's heading ids are rehype-slug's, which are github-slugger's.
import { slug } from 'github-slugger';
import { foldKeyFamilies, type KeyFamily } from './key-families.ts';
import { cellsOf, tableEnd } from './markdown-table.ts';

/** The page's file among TypeDoc's (its site route: `/docs/api/` + the file without `.mdx`). */
export const QUERY_PARAMS_FILE = 'internal/type-aliases/UrlQueryParams.mdx';
const ROUTE = '/docs/api/internal/type-aliases/UrlQueryParams';
const GUIDE = '/docs/configuration/query-params';

/**
 * Each parameter the guide's reference lists (`<language>` and `<language>-selector` included),
 * with the id of the section whose table lists it.
 */
function guideSections(guide: string): Map<string, string> {
  const reference = guide.slice(guide.search(/^## Reference$/m));
  const end = reference.slice(1).search(/^## /m);
  const sections = new Map<string, string>();
  let section = '';
  for (const line of (end < 0 ? reference : reference.slice(0, end + 1)).split('\n')) {
    const heading = /^### (.+)$/.exec(line);
    if (heading) section = slug(heading[1]);
    const name = /^\| `([^`]+)` \|/.exec(line)?.[1];
    if (name && section && !sections.has(name)) sections.set(name, section);
  }
  return sections;
}

/** A union longer than this many characters in a type cell is cut short. */
const LONG_UNION = 200;

/**
 * A type cell that spells out hundreds of literals cut short, as TypeScript does in its own messages
 * (`... 162 more ...`): `tools` is typed with a template literal of every combination of tools and
 * pane states, 7,500 characters that made its row several screens tall. The guide's link says the
 * form. A long object type that TypeScript printed as text (`tests`) keeps its shape, not its members.
 */
function shortenLongUnion(cell: string): string {
  if (cell.length <= LONG_UNION) return cell;
  // TypeScript's own printed text of an object type (no code spans): its members elided, as TypeScript does.
  if (!cell.includes('`')) return cell.replace(/\\\{ .*? \\\}/g, '\\{ ... \\}');
  if (/[({]/.test(cell)) return cell;
  const members = cell.split(' \\| ');
  let kept = 0;
  for (let length = 0; kept < members.length && length + members[kept].length <= LONG_UNION; kept++) length += members[kept].length + 4;
  return [...members.slice(0, kept), `... ${members.length - kept} more ...`].join(' \\| ');
}

/**
 * What a parameter does, in a table cell: the first sentence of its description (TypeDoc condenses
 * the whole comment, examples included, into the cell), with its deprecation and default kept.
 * The guide the name links to has the rest.
 */
function firstSentence(description: string): string {
  const defaultValue = /\*\*Default\*\* `[^`]*`/.exec(description)?.[0];
  // A sentence ends at a full stop before a capital, a bold label or a list item (`e.g. a` does not end one),
  // or at the colon that opens a list.
  const end = /\.\s+(?=[A-Z*-])|:\s+-\s/.exec(description);
  const sentence = end ? description.slice(0, end.index) + '.' : description;
  return defaultValue && !sentence.includes(defaultValue) ? `${sentence} ${defaultValue}` : sentence;
}

/**
 * A table's rows with each name linked to the guide's section for that parameter (or for the
 * object a dotted name belongs to), and long types cut short. The `params` row, which TypeScript
 * prints as the whole object again, shows the type as the SDK declares it.
 */
function linkRows(table: string[], sections: Map<string, string>): string[] {
  const sectionOf = (name: string) => sections.get(name) ?? sections.get(name.split('.')[0]);
  return table.map((row, i) => {
    if (i < 2 || !row.startsWith('|')) return row;
    const [nameCell, type, ...rest] = cellsOf(row);
    const [, name = '', optional = ''] = /^`([^`]+?)(\??)`$/.exec(nameCell) ?? [];
    const section = sectionOf(name);
    const linked = section ? `[\`${name}${optional}\`](${GUIDE}#${section})` : nameCell;
    const declared = name === 'params' ? DECLARED_TYPE : shortenLongUnion(type);
    return `| ${[linked, declared, ...rest].join(' | ')} |`;
  });
}

/** How the SDK declares `params`' type, with the name linked to its page. */
const DECLARED_TYPE = `\`Prettify\`\\<[\`UrlQueryParams\`](${ROUTE})\\>`;

/**
 * Takes the table of `params`' members out of the EmbedOptions page (as the site page, after
 * toSitePage): the page, with `params` pointing to the new one, and the table's lines. Throws if
 * the page no longer has that table, so a change in the SDK's types or in TypeDoc's output cannot
 * leave the parameters out silently.
 */
export function takeQueryParams(embedOptions: string): { embedOptions: string; table: string[] } {
  const lines = embedOptions.split('\n');
  const start = lines.indexOf('### params?');
  const end = lines.findIndex((line, i) => i > start && (line === '***' || line.startsWith('## ') || line.startsWith('### ')));
  const header = lines.findIndex((line, i) => i > start && i < end && line.startsWith('| Name |'));
  if (start < 0 || header < 0) throw new Error('EmbedOptions: no table of the members of `params` (TypeDoc option propertyMembersFormat)');
  const after = tableEnd(lines, header);
  const table = lines.slice(header, after);
  // The signature names the type as the SDK declares it; the members are on the new page.
  const signature = lines.findIndex((line, i) => i > start && /^> (`\w+` )*\*\*params\?\*\*:/.test(line));
  if (signature < 0) throw new Error('EmbedOptions: no signature line for `params`');
  lines[signature] = `> **params?**: ${DECLARED_TYPE}`;
  // Where the section points to the parameters: first thing after the signature (and its guide link).
  const guideLink = lines.findIndex((line, i) => i > signature && i < header && line.startsWith('Guide: '));
  const at = (guideLink < 0 ? signature : guideLink) + 1;
  const pointer = `Its parameters, with their types: [\`UrlQueryParams\`](${ROUTE}).`;
  return { embedOptions: [...lines.slice(0, at), '', pointer, ...lines.slice(at, header), ...lines.slice(after)].join('\n'), table };
}

/**
 * The page of the parameters (Markdown with its H1, for toSitePage), from the table TypeDoc made of
 * them. TypeDoc also lists the members of the object-valued parameters (`markup.title`,
 * `customSettings.imports`) as dotted rows: the same members as the configuration's own properties,
 * listed where those are documented (`entries` maps a property to its entry), so a row links there
 * instead; their long names had widened the name column and squeezed every description.
 */
export function queryParamsPage(table: string[], guide: string, families: readonly KeyFamily[], entries: Map<string, string>): string {
  const [header, separator, ...rows] = table;
  const nameOf = (row: string) => /^`([^`]+?)\??`$/.exec(cellsOf(row)[0])?.[1] ?? '';
  // A language's name may hold a dot of its own (`rte.html`): a member's row is named after an object's row and a dot.
  const objects = new Set(rows.filter((r) => cellsOf(r)[1] === '`object`' && entries.has(nameOf(r))).map(nameOf));
  const isMember = (row: string) => nameOf(row).includes('.') && objects.has(nameOf(row).split('.')[0]);
  const named = rows.filter((r) => !isMember(r)).map((row) => {
    const [nameCell, type, ...rest] = cellsOf(row);
    let description = firstSentence(rest.join(' | '));
    const target = entries.get(nameOf(row));
    if (objects.has(nameOf(row)) && target) {
      const owner = /\/(\w+)#/.exec(target)?.[1] ?? 'Config';
      description += ` Its members: [\`${owner}.${nameOf(row)}\`](${target}).`;
    }
    return `| ${[nameCell, type, description].join(' | ')} |`;
  });
  const folded = foldKeyFamilies([header, separator, ...named].join('\n'), families).split('\n');
  return [
    '# Type Alias: UrlQueryParams',
    '',
    `The URL query parameters of a playground, as the object that the [\`params\`](/docs/api/interfaces/EmbedOptions#params) embed option takes.`,
    '',
    `The SDK types \`params\` as \`Prettify<UrlQueryParams>\`: these same members, flattened into one object type. The package does not export \`UrlQueryParams\` by name; \`NonNullable<EmbedOptions['params']>\` is the same type.`,
    '',
    `Each row gives a parameter's type and the first sentence of its description in the SDK's types. The name links to the section of the [query parameters guide](${GUIDE}#reference) that says what the parameter does, its values and its default.`,
    '',
    '## Parameters',
    '',
    ...linkRows(folded, guideSections(guide)),
    '',
  ].join('\n');
}

/** The Internal page's list of type aliases, with UrlQueryParams in its place. */
export function listQueryParams(internalIndex: string): string {
  const item = `- [UrlQueryParams](${ROUTE})`;
  const lines = internalIndex.split('\n');
  const aliases = lines.indexOf('## Type Aliases');
  if (aliases < 0) throw new Error('The internal index has no list of type aliases');
  let at = aliases + 2;
  while (lines[at]?.startsWith('- [') && lines[at].localeCompare(item, 'en', { sensitivity: 'base' }) < 0) at++;
  lines.splice(at, 0, item);
  return lines.join('\n');
}
