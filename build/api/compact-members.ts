/**
 * Members' entries without the repetition. typedoc-plugin-markdown gives a member's default value a
 * heading and a code block, and its parent interface a heading and a link: about 190 px of page for
 * `Default: false` and `Inherited from UserConfig.autosave`, more than the member's own description
 * (Config's 55 members spent 11,000 px on them); these become one line each. And a table of
 * members printed again for another member of the same type points to the first.
 */

import { isTableStart, tableEnd } from './markdown-table.ts';

/** A code span for a one-line value, with enough backticks to hold the value's own. */
function codeSpan(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 ? `${fence} ${value} ${fence}` : `${fence}${value}${fence}`;
}

/** `#### Default` and a one-line code block -> `**Default:** `value``. A longer default keeps its block. */
function inlineDefaults(body: string): string {
  return body.replace(/^#{4,5} Default\n\n```\w*\n([^\n]*)\n```$/gm, (_, value: string) => `**Default:** ${codeSpan(value)}`);
}

/** `#### Inherited from` and its link -> one sentence. */
function inlineInheritance(body: string): string {
  return body.replace(/^#{4,5} Inherited from\n\n(\[.+\))$/gm, (_, link: string) => `Inherited from ${link}.`);
}

/** The id a member's heading gets: its name, lower case (`### ~~view?~~` -> `view`). */
const memberId = (heading: string) => heading.toLowerCase().replace(/[^\w-]/g, '');

/**
 * A table of members that repeats one printed earlier on the page (`markup`, `style` and `script`
 * are all `Prettify<Editor>`, printed in full three times) becomes a line that points to the first.
 */
function dedupeMemberTables(body: string): string {
  const lines = body.split('\n');
  const seen = new Map<string, string>();
  const out: string[] = [];
  let member = '';
  for (let i = 0; i < lines.length; ) {
    const heading = /^### (.+)$/.exec(lines[i]);
    if (heading) member = heading[1];
    if (!isTableStart(lines, i)) {
      out.push(lines[i++]);
      continue;
    }
    const end = tableEnd(lines, i);
    const table = lines.slice(i, end).join('\n');
    const first = seen.get(table);
    if (first && member) {
      const name = first.replace(/[~?]/g, '');
      out.push(`Its members are those of [\`${name}\`](#${memberId(first)}), above.`);
    } else {
      if (member) seen.set(table, member);
      out.push(...lines.slice(i, end));
    }
    i = end;
  }
  return out.join('\n');
}

export const compactMembers = (body: string) => dedupeMemberTables(inlineInheritance(inlineDefaults(body)));
