/**
 * An interface that only gathers others (`Config extends ContentConfig, AppConfig, UserConfig {}`)
 * gets its properties as one table: name, type, first paragraph and default, each name linked to
 * its full entry on the page of the interface it comes from. TypeDoc repeats every inherited
 * entry in full, so Config's page was its three parents' pages end to end, twenty screens or more.
 */

interface Member {
  name: string;
  type: string;
  summary: string;
  defaultValue: string;
  /** The member's entry on the page of the interface it comes from. */
  target: string;
}

/** A Markdown paragraph as one table cell: one line, its pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/(?<!\\)\|/g, '\\|');

function parseMember(section: string): Member | null {
  const name = /^### (?:~~)?([\w$]+\??)(?:~~)?$/m.exec(section)?.[1];
  const type = /^> (?:`\w+` )*\*\*[\w$]+\??\*\*: (.+)$/m.exec(section)?.[1];
  const target = /^Inherited from \[[^\]]*\]\([^)]*\)\.\[[^\]]*\]\(([^)]+)\)\.$/m.exec(section)?.[1];
  if (!name || !type || !target) return null;
  const blocks = section.split(/\n{2,}/).map((b) => b.trim());
  const summary = blocks.find((b) => /^[A-Za-z`[]/.test(b) && !/^(Inherited from |\*\*Default:\*\*)/.test(b)) ?? '';
  const defaultValue = blocks.find((b) => b.startsWith('**Default:** ')) ?? '';
  return { name, type, summary, defaultValue, target };
}

/**
 * The page with its Properties section as an index table, if every property is inherited; the
 * page unchanged otherwise (an interface with members of its own keeps its entries).
 */
export function indexInheritedMembers(body: string): string {
  const start = body.indexOf('\n## Properties\n');
  if (start < 0) return body;
  const after = body.slice(start + '\n## Properties\n'.length);
  const end = after.search(/^## /m);
  // A member's entry may hold `***` lines of its own (between a union's members): split at headings.
  const sections = (end < 0 ? after : after.slice(0, end)).split(/^(?=### )/m).filter((part) => part.trim() !== '');
  const members = sections.map(parseMember);
  if (members.length < 2 || members.some((m) => m === null)) return body;
  const rows = (members as Member[]).map((m) => {
    const description = [m.summary, m.defaultValue].filter(Boolean).map(cell).join(' ') || '-';
    return `| [\`${m.name}\`](${m.target}) | ${m.type} | ${description} |`;
  });
  const table = [
    '',
    'Each property links to its full entry (defaults, examples, members) on the page of the interface it comes from.',
    '',
    '| Property | Type | Description |',
    '| ------ | ------ | ------ |',
    ...rows,
    '',
  ];
  return body.slice(0, start) + '\n## Properties\n' + table.join('\n') + (end < 0 ? '' : '\n' + after.slice(end));
}

/** The properties an index table lists, each with its full entry's URL. */
export function indexedEntries(body: string): Map<string, string> {
  return new Map([...body.matchAll(/^\| \[`([\w$]+)\??`\]\(([^)]+)\) \|/gm)].map((m) => [m[1], m[2]]));
}
