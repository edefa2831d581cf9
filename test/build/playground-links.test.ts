import { getPlaygroundUrl } from 'livecodes';
import { describe, expect, it } from 'vitest';
import { codeBlockUrl, playgroundUrl } from '../../build/mdx/playground-links.ts';

const expected = (editor: 'markup' | 'style' | 'script', language: string, content: string) =>
  getPlaygroundUrl({ appUrl: 'https://livecodes.io/', config: { activeEditor: editor, [editor]: { language, content } } });

describe('"Open in LiveCodes" for code blocks', () => {
  it('opens markup in the markup editor', () => {
    const code = '<h1>Hello</h1>\n<p>From the docs</p>';
    expect(codeBlockUrl('html', code, '')).toBe(expected('markup', 'html', code));
    expect(codeBlockUrl('md', '# Title', '')).toBe(expected('markup', 'markdown', '# Title'));
  });

  it('opens styles in the style editor', () => {
    const code = 'h1 { color: seagreen; }';
    expect(codeBlockUrl('css', code, 'title="styles.css"')).toBe(expected('style', 'css', code));
    expect(codeBlockUrl('scss', '$c: red; h1 { color: $c; }', '')).toBe(expected('style', 'scss', '$c: red; h1 { color: $c; }'));
  });

  it('opens scripts in the script editor, by fence name or alias', () => {
    const code = 'console.log(6 * 7);';
    expect(codeBlockUrl('js', code, '')).toBe(expected('script', 'javascript', code));
    expect(codeBlockUrl('python', 'print(42)', '')).toBe(expected('script', 'python', 'print(42)'));
    expect(codeBlockUrl('tsx', 'export default () => <p>hi</p>;', '')).toBe(expected('script', 'tsx', 'export default () => <p>hi</p>;'));
  });

  it("opens code in the page's own language on language pages, unless the meta names one", async () => {
    const { getLanguage } = await import('../../content/data/languages.ts');
    expect(codeBlockUrl('python', 'print(1)', '', getLanguage('python-wasm'))).toBe(expected('script', 'python-wasm', 'print(1)'));
    expect(codeBlockUrl('html', '<p>x</p>', '', getLanguage('python-wasm'))).toBe(expected('markup', 'html', '<p>x</p>'));
    expect(codeBlockUrl('vue', '<template><p>x</p></template>', '', getLanguage('vue2'))).toBe(expected('script', 'vue2', '<template><p>x</p></template>'));
    expect(codeBlockUrl('js', 'console.log(1)', 'livecodes=typescript')).toBe(expected('script', 'typescript', 'console.log(1)'));
  });

  it('skips code that is not playground code', () => {
    expect(codeBlockUrl('bash', 'npm install livecodes', '')).toBeNull();
    expect(codeBlockUrl('json', '{"a": 1}', '')).toBeNull();
    expect(codeBlockUrl('ts', "import { createPlayground } from 'livecodes';\ncreatePlayground('#c');", '')).toBeNull();
    expect(codeBlockUrl('html', '<script type="module">import { createPlayground } from "https://cdn.jsdelivr.net/npm/livecodes@0.12.0";</script>', '')).toBeNull();
    expect(codeBlockUrl('js', 'console.log(1);', 'norun')).toBeNull();
  });

  it('builds link URLs from embed options with the SDK', () => {
    expect(playgroundUrl({ template: 'react' })).toBe('https://livecodes.io/?template=react');
    expect(playgroundUrl({ params: { md: '# Hi' } })).toBe(getPlaygroundUrl({ appUrl: 'https://livecodes.io/', params: { md: '# Hi' } }));
  });
});
