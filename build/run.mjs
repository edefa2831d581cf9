// `npm run build` (`node --max-inlined-bytecode-size=27 --max-semi-space-size=32 build/run.mjs build`) and `npm start` (`… watch`): the V8 flags are speed devices (ARCHITECTURE.md).
//
// The build runs from an esbuild bundle of its TypeScript sources (build/bundle.mjs), made again
// whenever a file it was made from changed, with plain Node: no TypeScript loader stands between
// Node and every module the build and its threads import, which would add to every thread's start-up.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { bundleBuild } from './bundle.mjs';

// What follows the command is for the command: `npm start -- --port 8788` passes `--port 8788` to wrangler dev.
const [command] = process.argv.splice(2, 1);
if (command !== 'build' && command !== 'watch') {
  console.error('usage: node build/run.mjs build|watch');
  process.exit(2);
}
const dir = await bundleBuild(command);
// Read by build/thread.ts: threads load their module's bundled copy.
process.env.LIVECODES_DOCS_BUNDLE = dir;
if (command === 'build') await (await import(pathToFileURL(join(dir, 'index.js')).href)).main();
else await import(pathToFileURL(join(dir, 'watch.js')).href);
