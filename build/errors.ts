/** A build failure an author can act on: what is wrong, and how to fix it. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(hint ? `${message}\n  → ${hint}` : message);
    this.name = 'BuildError';
  }
}

/** Throws one BuildError listing every problem, so authors fix them in one pass. */
export function failIfAny(problems: string[], what: string, hint: string): void {
  if (problems.length === 0) return;
  const list = problems.map((p) => `  - ${p}`).join('\n');
  throw new BuildError(`${problems.length} ${what}:\n${list}`, hint);
}
