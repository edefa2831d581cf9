/**
 * Table rows that differ only by a name taken from a union of names, folded into one row.
 *
 * The SDK types some objects with one key per language (`[key in Language]: string` in the `params`
 * embed option, `[key in Language | Processor]: any` in `customSettings`): TypeDoc lists each of
 * those keys as a row of its own, 200 rows that say the same thing. Here they become one row named
 * with a placeholder (`<language>?`, `<language>-selector?`, `customSettings.<language>?`, and
 * `<editor>.content?` for the same member of `markup`, `style` and `script`), and a line under the
 * table says which type's names the placeholder stands for.
 */

import { cellsOf, isTableStart, tableEnd } from './markdown-table.ts';

/** The names of a union of string literals that a placeholder stands for. */
export interface KeyFamily {
  /** What a folded row's name holds in place of the member: `<language>`. */
  placeholder: string;
  /** The union's type name and the route of its page. */
  type: string;
  route: string;
  members: ReadonlySet<string>;
}

/**
 * The string literals of a type alias page's definition (`> **Language** = `"html"` \| `"htm"` ...`),
 * in their order; empty if the page defines something else.
 */
export function unionMembers(page: string): string[] {
  const definition = /^> \*\*\w+\*\* = (.+)$/m.exec(page)?.[1] ?? '';
  const parts = definition.split(' \\| ');
  const literals = parts.map((part) => /^`"([^"`]+)"`$/.exec(part.trim())?.[1]);
  return literals.every((l) => l !== undefined) ? (literals as string[]) : [];
}

/**
 * The folded name of a row's key (`customSettings.<language>` for `customSettings.rte.html`, or
 * `<language>-selector` for `react-native-selector`), with its family; null for a key of its own.
 * A dotted prefix names the object the key belongs to; the language names themselves may hold dots.
 */
function familyKey(name: string, families: readonly KeyFamily[]): { key: string; family: KeyFamily } | null {
  const starts = [0, ...[...name.matchAll(/\./g)].map((m) => m.index + 1)];
  for (const start of starts) {
    const [prefix, rest] = [name.slice(0, start), name.slice(start)];
    for (const family of families) {
      if (family.members.has(rest)) return { key: prefix + family.placeholder, family };
      const suffix = /-[a-z]+$/.exec(rest)?.[0];
      if (suffix && family.members.has(rest.slice(0, -suffix.length))) return { key: prefix + family.placeholder + suffix, family };
    }
  }
  // A member as the object a dotted name belongs to: `markup.content` -> `<editor>.content`.
  const dot = name.indexOf('.');
  for (const family of dot > 0 ? families : []) {
    if (family.members.has(name.slice(0, dot))) return { key: family.placeholder + name.slice(dot), family };
  }
  return null;
}

/** Fewer rows than this are names that happen to be a language's, not a key per language. */
const MIN_FOLD = 3;

/** One table (its lines) with its family rows folded, and the families it folded. */
function foldTable(lines: string[], families: readonly KeyFamily[]): { lines: string[]; used: KeyFamily[] } {
  const [header, separator, ...rows] = lines;
  const parsed = rows.map((row) => {
    const [nameCell, ...rest] = cellsOf(row);
    const name = /^`([^`]+?)(\?)?`$/.exec(nameCell);
    const found = name ? familyKey(name[1], families) : null;
    return { row, found, optional: !!name?.[2], rest: rest.join(' | ') };
  });
  const groups = new Map<string, typeof parsed>();
  for (const p of parsed) if (p.found) groups.set(p.found.key, [...(groups.get(p.found.key) ?? []), p]);
  // A group folds when its rows say the same thing: same type, same (or no) description.
  const folding = new Set([...groups].filter(([, g]) => g.length >= MIN_FOLD && g.every((p) => p.rest === g[0].rest)).map(([key]) => key));
  const out = [header, separator];
  const used = new Set<KeyFamily>();
  const written = new Set<string>();
  for (const p of parsed) {
    const key = p.found?.key;
    if (!key || !folding.has(key)) {
      out.push(p.row);
      continue;
    }
    if (written.has(key)) continue;
    written.add(key);
    used.add(p.found!.family);
    const optional = groups.get(key)!.every((q) => q.optional) ? '?' : '';
    out.push(`| \`${key}${optional}\` | ${p.rest} |`);
  }
  return { lines: out, used: [...used] };
}

/** The line under a folded table: what each placeholder stands for. */
function legend(used: KeyFamily[]): string {
  const parts = used.map((f) => `\`${f.placeholder}\` stands for any of the ${f.members.size} names of [\`${f.type}\`](${f.route})`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `In this table, ${list}.`;
}

/** Folds the rows of every table of a page whose keys come one per member of a family. */
export function foldKeyFamilies(body: string, families: readonly KeyFamily[]): string {
  const lines = body.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    if (!isTableStart(lines, i)) {
      out.push(lines[i++]);
      continue;
    }
    const table = lines.slice(i, tableEnd(lines, i));
    const { lines: folded, used } = foldTable(table, families);
    out.push(...folded);
    if (used.length > 0) out.push('', legend(used));
    i += table.length;
  }
  return out.join('\n');
}

/** The fewest names a family needs for a union that holds them all to print the family's name. */
const LONG_UNION = 10;

/**
 * A union of string literals that holds every name of a family prints the family's type instead
 * (`(Language | Processor)[]` for `languages`, which TypeDoc spells out literal by literal). The
 * family's own page, whose definition is that union, is left alone.
 */
export function nameWholeUnions(body: string, families: readonly KeyFamily[], file: string): string {
  // A union of a few names reads best spelled out (`"markup"` \| `"style"` \| `"script"`).
  families = families.filter((f) => f.members.size >= LONG_UNION);
  if (families.length === 0) return body;
  return body
    .split('\n')
    .map((line) => {
      const literals = [...line.matchAll(/`"([^"`]+)"`/g)];
      if (literals.length < Math.min(...families.map((f) => f.members.size))) return line;
      // Runs of literals joined by ` \| `, each rewritten on its own.
      const runs: RegExpExecArray[][] = [];
      for (const m of literals) {
        const last = runs.at(-1)?.at(-1);
        if (last && line.slice(last.index + last[0].length, m.index) === ' \\| ') runs.at(-1)!.push(m);
        else runs.push([m]);
      }
      let out = line;
      for (const run of runs.reverse()) {
        const names = new Set(run.map((m) => m[1]));
        const whole = families.filter((f) => !file.endsWith(`/${f.type}.mdx`) && [...f.members].every((n) => names.has(n)));
        if (whole.length === 0) continue;
        const parts: string[] = [];
        const written = new Set<KeyFamily>();
        for (const m of run) {
          const family = whole.find((f) => f.members.has(m[1]));
          if (!family) parts.push(m[0]);
          else if (!written.has(family)) {
            written.add(family);
            parts.push(`[\`${family.type}\`](${family.route})`);
          }
        }
        const [start, end] = [run[0].index, run.at(-1)!.index + run.at(-1)![0].length];
        out = out.slice(0, start) + parts.join(' \\| ') + out.slice(end);
      }
      return out;
    })
    .join('\n');
}
