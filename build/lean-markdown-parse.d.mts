/** See lean-markdown-parse.mjs: mdast-util-from-markdown's source with one compile context for every handler call; throws, naming `file`, when the code it replaces is not found. */
export function patchFromMarkdown(source: string, file?: string): string;

/** See lean-markdown-parse.mjs: micromark-util-subtokenize's source with its jumps kept in a Map; throws, naming `file`, when the code it replaces is not found. */
export function patchSubtokenize(source: string, file?: string): string;

/** See lean-markdown-parse.mjs: an EditMap's source (micromark-util-edit-map, or GFM tables' copy) that copies the events from its first edit on, once; throws, naming `file`, when the code it replaces is not found. */
export function patchEditMap(source: string, file?: string): string;

/** See lean-markdown-parse.mjs: mdast-util-gfm-autolink-literal's source whose transform first looks for text that could hold a literal autolink; throws, naming `file`, when the code it replaces is not found. */
export function patchAutolinkLiteral(source: string, file?: string): string;

/** The esbuild plugin that bundles these modules patched. */
export const leanMarkdownParse: import('esbuild').Plugin;
