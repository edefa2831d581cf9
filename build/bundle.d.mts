/** See bundle.mjs: bundles the build for `command` into `outdir` (default: the project's build cache), or reuses the bundle there when nothing it was made from changed. Returns `outdir`. */
export function bundleBuild(command?: 'build' | 'watch', outdir?: string): Promise<string>;

/** Packages the bundle leaves to Node to load from node_modules. */
export const EXTERNAL: string[];
