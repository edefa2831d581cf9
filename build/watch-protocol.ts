/**
 * What `npm start` (build/watch.ts) and its builder thread (build/watch-builder.ts) say to each
 * other, and which edits need a new builder thread. Kept apart from both, so watch mode's main
 * thread never loads the build code itself.
 */
export type BuilderRequest = { type: 'build'; changed: string[]; log: boolean } | { type: 'dispose' };
export type BuilderReply = { pages: number; error?: undefined } | { error: string } | { disposed: true };

/**
 * Files the build loads as code (its own modules, the content data and shared code they import, the
 * registry of MDX components): a change to one takes a new builder thread. Other files are read
 * afresh by every build.
 */
export function changesTheBuild(file: string): boolean {
  return /^(build\/|content\/data\/|src\/shared\/|src\/mdx\/components\.tsx$)/.test(file);
}
