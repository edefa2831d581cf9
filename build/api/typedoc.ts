/**
 * TypeDoc over the `livecodes` package's type definitions, writing typedoc-plugin-markdown's pages
 * to a folder. A thread of its own runs it (build/api/generate.ts), when the types' cached output is
 * stale: TypeDoc and TypeScript are several megabytes of code that a build with a warm cache never loads.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export async function runTypedoc(out: string): Promise<void> {
  const { Application } = await import('typedoc');
  // The plugins as functions rather than names: the bundled build (build/bundle.mjs) bundles them
  // with TypeDoc, and a plugin loaded by name would bring a second copy of TypeDoc.
  const [markdown, missingExports] = await Promise.all([import('typedoc-plugin-markdown'), import('typedoc-plugin-missing-exports')]);
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [join(here, 'entry.ts')],
    tsconfig: join(here, 'tsconfig.json'),
    plugin: [markdown.load, missingExports.load],
    out,
    name: 'LiveCodes SDK',
    readme: 'none',
    excludeExternals: true,
    // The SDK's own types live in node_modules; only the TypeScript lib counts as external, and
    // @types/react (which livecodes/react imports), whose global.d.ts declares a few DOM interfaces:
    // with the DOM lib left out of build/api/tsconfig.json those are where HTMLElement comes from.
    externalPattern: ['**/typescript/lib/**', '**/@types/react/**'],
    internalModule: 'internal',
    skipErrorChecking: true,
    disableSources: true,
    logLevel: 'Error',
    // typedoc-plugin-markdown options: MDX-safe escaping, no page header/breadcrumbs (the site has its own).
    fileExtension: '.mdx',
    entryFileName: 'index',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    // Tables, not a heading each, for the members of an object-typed property (the hundreds of URL
    // parameters under EmbedOptions.params, customSettings' keys), a function's parameters and a
    // type's declaration: a page stays a few screens tall instead of tens of thousands of pixels.
    propertyMembersFormat: 'table',
    parametersFormat: 'table',
    typeDeclarationFormat: 'table',
  } as never);
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not read the livecodes type definitions');
  await app.generateOutputs(project);
}
