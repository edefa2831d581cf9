/**
 * build/mdx/rehype-static-html.ts: content without components or expressions compiles to HTML
 * strings, and a page renders to the same HTML with it as without it.
 */
import { compile, run } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { describe, expect, it } from 'vitest';
import rehypeStaticHtml from '../../build/mdx/rehype-static-html.ts';
import { mdxComponents } from '../../src/mdx/components.tsx';

const source = `
## A heading with \`code\`

### Plain heading

Text with **bold**, \`code\`, a [page link](/docs/overview) and a [site link](https://github.com/live-codes/livecodes).

| Name | Where |
| :--- | ---: |
| one | [repo](https://github.com/live-codes/livecodes) |
| two | \`x < y & z\` |

- [ ] a task
- [x] a done task
- an item with <kbd>Ctrl</kbd>

1. first
2. second

<Admonition type="tip">
Inside a **component**, with a [site link](https://github.com/live-codes/livecodes).
</Admonition>

A paragraph with an expression: {1 + 1}.

> A quote with *emphasis* and a line<br />break.
`;

async function compiled(rehypePlugins: PluggableList) {
  return String(await compile(source, { outputFormat: 'function-body', development: false, remarkPlugins: [remarkGfm], rehypePlugins }));
}

async function render(code: string) {
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
}

describe('static content as HTML strings', () => {
  it('renders a page exactly as without it, headings and links included', async () => {
    const plain = await render(await compiled([rehypeSlug]));
    const hoisted = await render(await compiled([rehypeSlug, rehypeStaticHtml]));
    expect(hoisted).toBe(plain);
    // What the site's components add is there: heading links, new tabs for other sites.
    expect(hoisted).toContain('<h3 id="plain-heading">Plain heading<a class="hash-link" href="#plain-heading" aria-label="Direct link to this section">#</a></h3>');
    expect(hoisted).toContain('<a href="https://github.com/live-codes/livecodes" target="_blank" rel="noopener noreferrer">repo</a>');
    expect(hoisted).toContain('<code>x &lt; y &amp; z</code>');
  });

  it('compiles static parts to strings and leaves components and expressions to React', async () => {
    const code = await compiled([rehypeSlug, rehypeStaticHtml]);
    // The table, the lists and the headings are strings now…
    expect(code).not.toMatch(/_components\.(table|h2|h3)\b/);
    expect(code).toContain('dangerouslySetInnerHTML');
    // …while the component, the expression and the paragraph holding it stay JSX.
    expect(code).toMatch(/_jsx\(Admonition|_jsxs\(Admonition/);
    expect(code).toContain('1 + 1');
    // A paragraph inside the component is still made HTML.
    expect(code).toMatch(/Inside a <strong>component<\/strong>/);
  });
});
