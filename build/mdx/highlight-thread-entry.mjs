// Worker threads do not inherit a TypeScript loader in every host (vitest, for one): load the thread through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./highlight-thread.ts', import.meta.url);
