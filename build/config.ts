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

/** The public LiveCodes app: the playground URL unless the config or PLAYGROUND_URL names another. */
export const DEFAULT_PLAYGROUND_URL = 'https://livecodes.io/';

/** Loads and validates site config and sidebars from `<root>/content`; `env.PLAYGROUND_URL` overrides the config's app. */
export async function loadConfig(root: string, env: Record<string, string | undefined> = process.env): Promise<{ site: SiteConfig; sidebarsConfig: SidebarsConfig }> {
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
  const input = site.data as SiteConfigInput;
  const playgroundUrl = playgroundUrlOf(env.PLAYGROUND_URL?.trim() || input.playgroundUrl || DEFAULT_PLAYGROUND_URL);
  return { site: { ...input, playgroundUrl, copyrightYear: new Date().getUTCFullYear() }, sidebarsConfig: sidebars.data as SidebarsConfig };
}

/** An app URL as links are made from it: absolute http(s), ending in a slash. */
function playgroundUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BuildError(`PLAYGROUND_URL (or playgroundUrl in content/site.config.ts) is not a URL: ${value}`, 'Give the address of a LiveCodes app, such as https://livecodes.io/ or http://127.0.0.1:8080/.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BuildError(`the playground URL must be http or https: ${value}`, 'Give the address of a LiveCodes app.');
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}
