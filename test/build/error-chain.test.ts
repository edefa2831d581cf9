/** The crash page lists an error's `cause` chain (src/app/error-boundary.tsx). */
import { describe, expect, it } from 'vitest';
import { errorChain } from '../../src/app/error-boundary.tsx';

describe('crash page causes', () => {
  it('lists the message, then each cause, outermost first', () => {
    const error = new Error('Rendering failed', { cause: new Error('Bad data', { cause: 'Root cause' }) });
    expect(errorChain(error)).toEqual(['Rendering failed', 'Bad data', 'Root cause']);
  });

  it('stops at a cycle and after ten entries', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(errorChain(a)).toEqual(['a', 'b']);
    let deep: Error = new Error('0');
    for (let i = 1; i < 20; i++) deep = new Error(String(i), { cause: deep });
    expect(errorChain(deep)).toHaveLength(10);
  });
});
