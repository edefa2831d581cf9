/**
 * The site config and sidebars (`content/site.config.ts`, `content/sidebars.ts`), loaded fresh on
 * every build and validated.
 */
import { build, type Message } from 'esbuild';
import type { SiteConfig, SiteConfigInput } from '../src/shared/types.ts';
import { BuildError } from './errors.ts';
import { siteConfigSchema, sidebarsSchema, type SidebarsConfig } from './schemas.ts';
import { join, relative, resolve, sep } from 'node:path';

/**
 * A TypeScript module's default export, read from its current text. A plain `import()` would hand
 * watch mode the copy Node loaded first, so an edited sidebar never showed until a restart; the
 * module is bundled (its own imports included) and imported from its text instead, which Node
 * caches by that text: an unchanged file costs no new module.
 */
async function importFresh<T>(file: string): Promise<T> {
  const result = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20', logLevel: 'silent' });
  const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`;
  return ((await import(url)) as { default: T }).default;
}

/** Loads and validates site config and sidebars from `<root>/content`. */
export async function loadConfig(root: string): Promise<{ site: SiteConfig; sidebarsConfig: SidebarsConfig }> {
  const load = (name: string) =>
    importFresh(join(root, 'content', name)).catch((error: Error & { errors?: Message[] }) => {
      // esbuild's own message only counts the errors; each one says where it is.
      const first = error.errors?.[0];
      const where = first?.location ? `${relative(root, resolve(first.location.file)).split(sep).join('/')}:${first.location.line}:${first.location.column}: ` : '';
      throw new BuildError(`content/${name} could not be loaded: ${where}${first?.text ?? error.message}`, 'Fix the error at that place.');
    });
  const site = siteConfigSchema.safeParse(await load('site.config.ts'));
  if (!site.success) throw new BuildError(`content/site.config.ts is invalid: ${site.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, 'Fix the listed fields.');
  const sidebars = sidebarsSchema.safeParse(await load('sidebars.ts'));
  if (!sidebars.success) throw new BuildError(`content/sidebars.ts is invalid: ${sidebars.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, 'See content/README.md for the sidebar item shapes.');
  return { site: { ...(site.data as SiteConfigInput), copyrightYear: new Date().getUTCFullYear() }, sidebarsConfig: sidebars.data as SidebarsConfig };
}
