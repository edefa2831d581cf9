/** The Markdown tables in TypeDoc's pages, read line by line. */

/** Whether a table starts at line `i`: a row, then the separator row. */
export const isTableStart = (lines: readonly string[], i: number) => lines[i].startsWith('| ') && /^\| -/.test(lines[i + 1] ?? '');

/** The index of the first line after the table that starts at line `i`. */
export function tableEnd(lines: readonly string[], i: number): number {
  let end = i;
  while (lines[end]?.startsWith('|')) end++;
  return end;
}

/** A table row's cells, split on the pipes that are not escaped. */
export const cellsOf = (row: string) =>
  row
    .replace(/^\|\s?|\s?\|$/g, '')
    .split(/ ?(?<!\\)\| ?/)
    .map((c) => c.trim());
