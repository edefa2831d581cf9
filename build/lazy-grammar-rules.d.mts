/** See lazy-grammar-rules.mjs: vscode-textmate's source with rules built on first use; throws, naming `file`, when the code it replaces is not found. */
export function patchGrammarRules(source: string, file?: string): string;

/** The esbuild plugin that bundles vscode-textmate patched. */
export const lazyGrammarRules: import('esbuild').Plugin;
