/**
 * Shiki transformer for the code-fence meta string: `title="file.ts"` becomes a caption,
 * `{1,3-5}` highlights lines; the language is kept for the copy button and 'Open in LiveCodes'.
 */
import type { ShikiTransformer } from 'shiki';

export function parseCodeMeta(meta: string): { title?: string; lines: Set<number> } {
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const lines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n, 10));
    if (Number.isNaN(from)) continue;
    for (let n = from; n <= (Number.isNaN(to ?? Number.NaN) ? from : to!); n++) lines.add(n);
  }
  return { title: title?.[1] ?? title?.[2], lines };
}

// Parsed once per code block: shiki hands every hook the same options object.
const parsed = new WeakMap<object, ReturnType<typeof parseCodeMeta>>();
function metaOf(options: { meta?: { __raw?: string } }) {
  let meta = parsed.get(options);
  if (!meta) parsed.set(options, (meta = parseCodeMeta(options.meta?.__raw ?? '')));
  return meta;
}

export const codeMetaTransformer: ShikiTransformer = {
  name: 'docs:code-meta',
  pre(node) {
    const { title } = metaOf(this.options);
    node.properties['data-language'] = this.options.lang;
    node.properties['data-meta'] = this.options.meta?.__raw ?? '';
    if (title) node.properties['data-title'] = title;
  },
  line(node, line) {
    if (metaOf(this.options).lines.has(line)) this.addClassToHast(node, 'highlighted');
  },
};
