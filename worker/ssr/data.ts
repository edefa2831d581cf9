/** The build's outputs as the worker sees them (validated at build time, trusted here). */
import assetsJson from '../../.generated/assets.json';
import { bodies } from '../../.generated/bodies.mjs';
import manifestJson from '../../.generated/manifest.json';
import { site } from '../../src/app/site-data.ts';
import type { AssetManifest, DocMeta } from '../../src/shared/types.ts';

export const assets = assetsJson as AssetManifest;
/** The app's scripts, entry first: loaded by the app loader after first paint. */
export const appFiles = [assets.entry.js, ...assets.entry.imports];
/** Every page, in manifest order. */
export const docs = (manifestJson as { docs: DocMeta[] }).docs;
const byPath = new Map(docs.map((d) => [d.path, d]));

export function findDoc(path: string): DocMeta | undefined {
  return byPath.get(path);
}

/** A page's body, as the build rendered it (build/bodies.tsx). */
export function bodyOf(doc: DocMeta): string {
  return bodies[doc.id]();
}

export { site };
