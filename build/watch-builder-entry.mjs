// Worker threads do not inherit a TypeScript loader in every host: load the builder through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./watch-builder.ts', import.meta.url);
