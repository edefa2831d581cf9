import { describe, expect, it } from 'vitest';
import { checkExamples, collectExamples } from '../../build/check-examples.ts';

describe('TypeScript examples in the docs', () => {
  it('type-check against livecodes@0.12.0 (errors name the page and line)', async () => {
    const examples = await collectExamples();
    expect(examples.length).toBeGreaterThan(50);
    expect(checkExamples(examples)).toEqual([]);
  }, 120_000);

  it('reports a wrong example with its page and line', () => {
    const errors = checkExamples([
      { page: 'content/docs/x.mdx', line: 10, lang: 'ts', code: "import { createPlayground } from 'livecodes';\n\ncreatePlayground('#c', { template: 'not-a-template' });" },
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/docs\/x\.mdx:13: Type '"not-a-template"' is not assignable/);
  });
});
