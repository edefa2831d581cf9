/** `npm run build`: builds this project, printing each step's time; a failure prints its reason and exits 1. */
export {};

// React's production build renders the page bodies: the development build's checks cost more than the render.
process.env.NODE_ENV ??= 'production';
const { BuildError } = await import('./errors.ts');
const { projectRoot, runBuild } = await import('./index.ts');

const start = performance.now();
console.log('Building the docs');
try {
  const { docs } = await runBuild({ root: projectRoot, log: console.log });
  console.log(`Built ${docs.length} pages in ${(performance.now() - start).toFixed(0)} ms`);
} catch (error) {
  console.error(error instanceof BuildError ? `\nBuild failed: ${error.message}` : error);
  process.exitCode = 1;
}
