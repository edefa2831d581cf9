import { getPlaygroundUrl } from 'livecodes';
import { describe, expect, it } from 'vitest';
import { codeBlockUrl, playgroundUrl } from '../../build/mdx/playground-links.ts';

const APP = 'https://livecodes.io/';

const expected = (editor: 'markup' | 'style' | 'script', language: string, content: string) =>
  getPlaygroundUrl({ appUrl: 'https://livecodes.io/', config: { activeEditor: editor, [editor]: { language, content } } });

describe('"Open in LiveCodes" for code blocks', () => {
  it('opens markup in the markup editor', () => {
    const code = '<h1>Hello</h1>\n<p>From the docs</p>';
    expect(codeBlockUrl(APP, 'html', code, '')).toBe(expected('markup', 'html', code));
    expect(codeBlockUrl(APP, 'md', '# Title', '')).toBe(expected('markup', 'markdown', '# Title'));
  });

  it('opens styles in the style editor', () => {
    const code = 'h1 { color: seagreen; }';
    expect(codeBlockUrl(APP, 'css', code, 'title="styles.css"')).toBe(expected('style', 'css', code));
    expect(codeBlockUrl(APP, 'scss', '$c: red; h1 { color: $c; }', '')).toBe(expected('style', 'scss', '$c: red; h1 { color: $c; }'));
  });

  it('opens scripts in the script editor, by fence name or alias', () => {
    const code = 'console.log(6 * 7);';
    expect(codeBlockUrl(APP, 'js', code, '')).toBe(expected('script', 'javascript', code));
    expect(codeBlockUrl(APP, 'python', 'print(42)', '')).toBe(expected('script', 'python', 'print(42)'));
    expect(codeBlockUrl(APP, 'tsx', 'export default () => <p>hi</p>;', '')).toBe(expected('script', 'tsx', 'export default () => <p>hi</p>;'));
  });

  it("opens code in the page's own language on language pages, unless the meta names one", async () => {
    const { getLanguage } = await import('../../content/data/languages.ts');
    expect(codeBlockUrl(APP, 'python', 'print(1)', '', getLanguage('python-wasm'))).toBe(expected('script', 'python-wasm', 'print(1)'));
    expect(codeBlockUrl(APP, 'html', '<p>x</p>', '', getLanguage('python-wasm'))).toBe(expected('markup', 'html', '<p>x</p>'));
    expect(codeBlockUrl(APP, 'vue', '<template><p>x</p></template>', '', getLanguage('vue2'))).toBe(expected('script', 'vue2', '<template><p>x</p></template>'));
    expect(codeBlockUrl(APP, 'js', 'console.log(1)', 'livecodes=typescript')).toBe(expected('script', 'typescript', 'console.log(1)'));
  });

  it('skips code that is not playground code', () => {
    expect(codeBlockUrl(APP, 'bash', 'npm install livecodes', '')).toBeNull();
    expect(codeBlockUrl(APP, 'json', '{"a": 1}', '')).toBeNull();
    expect(codeBlockUrl(APP, 'ts', "import { createPlayground } from 'livecodes';\ncreatePlayground('#c');", '')).toBeNull();
    expect(codeBlockUrl(APP, 'html', '<script type="module">import { createPlayground } from "https://cdn.jsdelivr.net/npm/livecodes@0.12.0";</script>', '')).toBeNull();
    expect(codeBlockUrl(APP, 'js', 'console.log(1);', 'norun')).toBeNull();
    // Declaration files run nowhere.
    expect(codeBlockUrl(APP, 'ts', '/// <reference types="livecodes" />', 'title="src/livecodes-env.d.ts"')).toBeNull();
    expect(codeBlockUrl(APP, 'ts', "declare module 'x';", 'title="env.d.ts"')).toBeNull();
    // A React component that sets up an embed some other way is still host-page code.
    expect(codeBlockUrl(APP, 'tsx', "import { createPlayground } from 'livecodes';\nexport default function App() { return <div ref={(el) => el && createPlayground(el)} />; }", '')).toBeNull();
  });

  it("opens a React app that renders the SDK's component, as TSX or JSX in the script editor", () => {
    const app = "import LiveCodes from 'livecodes/react';\nimport type { Config } from 'livecodes';\n\nconst config: Partial<Config> = { view: 'result' };\n\nexport default function App() {\n  return <LiveCodes config={config} />;\n}";
    expect(codeBlockUrl(APP, 'tsx', app, 'title="App.tsx"')).toBe(expected('script', 'tsx', app));
    const jsx = "import LiveCodes from 'livecodes/react';\n\nexport default function App() {\n  return <LiveCodes />;\n}";
    expect(codeBlockUrl(APP, 'jsx', jsx, '')).toBe(expected('script', 'jsx', jsx));
  });

  it('builds link URLs from embed options with the SDK', () => {
    expect(playgroundUrl(APP, { template: 'react' })).toBe('https://livecodes.io/?template=react');
    expect(playgroundUrl(APP, { params: { md: '# Hi' } })).toBe(getPlaygroundUrl({ appUrl: 'https://livecodes.io/', params: { md: '# Hi' } }));
  });
});
