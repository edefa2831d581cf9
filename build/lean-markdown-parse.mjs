// Bundle-time patches to modules of the Markdown parser (micromark and mdast-util-from-markdown),
// for build/bundle.mjs. Parsing is half of the main thread's work in a clean build, and the main
// thread sets the build's wall time (ARCHITECTURE.md). Plain JavaScript, as bundle.mjs.
//
// 1. mdast-util-from-markdown calls a handler for about half of a document's events, each time with
//    `this` a fresh copy of its compile context plus the event's `sliceSerialize`. On the site's pages
//    (466,000 events) those copies cost more than the handlers themselves. The patch passes one
//    context object and sets its `sliceSerialize` before each call. No handler of the extensions the
//    build uses (MDX, GFM, frontmatter, directives) writes to `this` or keeps it, so they see the same.
// 2. micromark-util-subtokenize, which splices each nested content's events into its parent's,
//    records where to jump over the spliced events in a plain object with numeric keys, merged with
//    `Object.assign` and probed with `in` for every event of every pass (1.4 million probes for the
//    site). The patch keeps them in a Map, filled where they are computed.
// 3. micromark's EditMap (micromark-util-edit-map, and GFM tables' own copy) applies its edits by
//    copying every event of the array it edits, twice. micromark edits the document's events each
//    time a list item or block quote closes, near their end, so a long page's events were copied once
//    per container: a ninth of everything the main thread allocates. The patch copies the events from
//    the first edit on, once.
// 4. mdast-util-gfm-autolink-literal turns bare URLs and e-mail addresses in text into links after the
//    parse, by walking every node of the tree with four regular expressions (mdast-util-find-and-replace,
//    a fiftieth of the main thread's work). Each expression needs `@`, `http://`, `https://` or `www.`
//    in a text node, which no page of the site has outside code and links. The patch looks for them
//    first, in one quick walk, and skips the transform when no text node holds any.
//
// Trees are the same, positions included (test/build/lean-markdown-parse.test.ts parses every page of
// the site both ways).
import { patchPlugin, replaceExactly } from './patch-source.mjs';

const BY = 'build/lean-markdown-parse.mjs';

/** Replacements in mdast-util-from-markdown/lib/index.js: [stock text, replacement, occurrences]. */
const FROM_MARKDOWN = [
  // The context gets its `sliceSerialize` slot from the start, so setting it does not change its shape.
  [
    `      resume,
      data
    };`,
    `      resume,
      data,
      sliceSerialize: undefined
    };`,
    1,
  ],
  [
    `        handler[events[index][1].type].call({
          ...context,
          sliceSerialize: events[index][2].sliceSerialize
        }, events[index][1]);`,
    `        context.sliceSerialize = events[index][2].sliceSerialize;
        handler[events[index][1].type].call(context, events[index][1]);`,
    1,
  ],
];

/** Replacements in micromark-util-subtokenize/index.js. */
const SUBTOKENIZE = [
  ['  const jumps = {};\n  let index = -1;', '  const jumps = new Map();\n  let index = -1;', 1],
  ['    while (index in jumps) {\n      index = jumps[index];\n    }', '    while (jumps.has(index)) {\n      index = jumps.get(index);\n    }', 1],
  ['        Object.assign(jumps, subcontent(events, index));\n        index = jumps[index];', '        subcontent(events, index, jumps);\n        index = jumps.get(index);', 1],
  // `subcontent` adds its gaps to the caller's map instead of returning an object of them.
  ['function subcontent(events, eventIndex) {', 'function subcontent(events, eventIndex, gaps) {', 1],
  ['  /** @type {Record<string, number>} */\n  const gaps = {};\n', '', 1],
  ['    gaps[adjust + jumps[index][0]] = adjust + jumps[index][1];', '    gaps.set(adjust + jumps[index][0], adjust + jumps[index][1]);', 1],
];

/** Replacements in micromark-util-edit-map/index.js and micromark-extension-gfm-table/lib/edit-map.js. */
const EDIT_MAP = [
  [
    `    let index = this.map.length;
    /** @type {Array<Array<Event>>} */
    const vecs = [];
    while (index > 0) {
      index -= 1;
      vecs.push(events.slice(this.map[index][0] + this.map[index][1]), this.map[index][2]);

      // Truncate rest.
      events.length = this.map[index][0];
    }
    vecs.push(events.slice());
    events.length = 0;
    let slice = vecs.pop();
    while (slice) {
      for (const element of slice) {
        events.push(element);
      }
      slice = vecs.pop();
    }
`,
    `    // The events before the first edit stay where they are; the rest is laid out again.
    const start = this.map[0][0];
    const rest = events.slice(start);
    events.length = start;
    let from = 0;
    for (const [at, remove, add] of this.map) {
      for (let i = from; i < at - start; i++) events.push(rest[i]);
      for (const element of add) events.push(element);
      from = at - start + remove;
    }
    for (let i = from; i < rest.length; i++) events.push(rest[i]);
`,
    1,
  ],
];

/** Replacements in mdast-util-gfm-autolink-literal/lib/index.js. */
const AUTOLINK_LITERAL = [
  ['function transformGfmAutolinkLiterals(tree) {\n', 'function transformGfmAutolinkLiterals(tree) {\n  if (!mayHoldLiteralAutolink(tree)) return\n', 1],
  // What each of the transform's expressions needs in a text node it searches (findAndReplace skips
  // links and link references, and searches nothing but text nodes).
  [
    'function findUrl(',
    `function mayHoldLiteralAutolink(node) {
  if (node.type === 'text') return /@|https?:\\/\\/|www\\./i.test(node.value)
  if (node.type === 'link' || node.type === 'linkReference' || !node.children) return false
  for (const child of node.children) if (mayHoldLiteralAutolink(child)) return true
  return false
}

function findUrl(`,
    1,
  ],
];

/** mdast-util-from-markdown's source with one compile context for every handler call. */
export function patchFromMarkdown(source, file = 'mdast-util-from-markdown') {
  return replaceExactly(source, FROM_MARKDOWN, file, BY);
}

/** micromark-util-subtokenize's source with its jumps kept in a Map. */
export function patchSubtokenize(source, file = 'micromark-util-subtokenize') {
  return replaceExactly(source, SUBTOKENIZE, file, BY);
}

/** An EditMap's source that copies the events from its first edit on, once. */
export function patchEditMap(source, file = 'micromark-util-edit-map') {
  return replaceExactly(source, EDIT_MAP, file, BY);
}

/** mdast-util-gfm-autolink-literal's source that skips its transform where no text could hold a literal autolink. */
export function patchAutolinkLiteral(source, file = 'mdast-util-gfm-autolink-literal') {
  return replaceExactly(source, AUTOLINK_LITERAL, file, BY);
}

/** The esbuild plugin: bundled copies of these modules are the patched ones. */
export const leanMarkdownParse = patchPlugin(
  'lean-markdown-parse',
  /((mdast-util-from-markdown|mdast-util-gfm-autolink-literal)[\\/]lib[\\/]index|(micromark-util-subtokenize|micromark-util-edit-map)[\\/]index|micromark-extension-gfm-table[\\/]lib[\\/]edit-map)\.js$/,
  (source, path) =>
    (/subtokenize/.test(path) ? patchSubtokenize : /edit-map/.test(path) ? patchEditMap : /autolink-literal/.test(path) ? patchAutolinkLiteral : patchFromMarkdown)(source, path),
);
