import type { ChildProcess } from 'node:child_process';

/** See wrangler-dev.mjs. */
export function startWranglerDev(projectRoot: string, args: string[], userArgs: string[]): ChildProcess;
