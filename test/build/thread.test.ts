import { describe, expect, it } from 'vitest';
import { runOnThread } from '../../build/thread.ts';

const functions = new URL('../fixtures/thread-functions.ts', import.meta.url);

// The build runs TypeDoc this way: its result, or its error, must come back to the build.
describe('runOnThread', () => {
  it('returns what the function returns', async () => {
    await expect(runOnThread<number>(functions, 'sum', [[1, 2, 39]])).resolves.toBe(42);
  });

  it('rejects with the error the function throws, naming its message', async () => {
    await expect(runOnThread(functions, 'failLater', ['no types'])).rejects.toThrow('failed: no types');
  });

  it('rejects when the module has no such function', async () => {
    await expect(runOnThread(functions, 'missing', [])).rejects.toThrow(/thread-functions.ts exports no function named missing/);
  });
});
