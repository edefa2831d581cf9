// The plugin ships no types; build/api/generate.ts passes its `load` to TypeDoc as a plugin function.
declare module 'typedoc-plugin-missing-exports' {
  import type { Application } from 'typedoc';
  export function load(app: Application): void;
}
