import { describe, expect, it } from 'vitest';
import { changesTheBuild } from '../../build/watch-protocol.ts';

// npm start loads the build code afresh (a new builder thread) only when an edit needs it.
describe('watch mode: which edits reload the build code', () => {
  it.each(['build/index.ts', 'build/mdx/compile.ts', 'content/data/languages.ts', 'src/shared/paths.ts', 'src/mdx/components.tsx'])('%s does', (file) => {
    expect(changesTheBuild(file)).toBe(true);
  });

  it.each(['content/docs/overview.mdx', 'content/sidebars.ts', 'content/site.config.ts', 'src/client/entry.tsx', 'src/mdx/doc-card-list.tsx', 'src/styles/main.css', 'buildings.md'])(
    '%s does not (the next build reads it anyway)',
    (file) => {
      expect(changesTheBuild(file)).toBe(false);
    },
  );
});
