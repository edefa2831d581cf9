/** HTML budget (issue 10): the overview page, as the worker sends it, is at most 8 KB gzip. */
import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';

async function gzipSize(text: string): Promise<number> {
  const stream = new Response(text).body!.pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

describe('HTML budget', () => {
  it('the overview page is at most 8 KB of gzip HTML', async () => {
    const res = await get('/docs/overview');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('</html>');
    expect(await gzipSize(html)).toBeLessThanOrEqual(8_000);
  });
});
