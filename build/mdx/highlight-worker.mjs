// The pool's entry (build/mdx/highlight.ts): loads the TypeScript worker through tsx's API, so the
// pool works wherever the build runs (under tsx, or in vitest, whose TypeScript loading stays on its own thread).
import { tsImport } from 'tsx/esm/api';

const { default: highlight } = await tsImport('./highlight-worker.ts', import.meta.url);
export default highlight;
