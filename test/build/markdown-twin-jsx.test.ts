/**
 * build/mdx/markdown-twin.ts on JSX: an element reads in a page's Markdown twin as what it shows,
 * its content keeping its blocks, and every component the pages can use has a Markdown form.
 * (test/build/markdown-twins.test.ts holds every page of the site to its HTML.)
 */
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { markdownSyntax } from '../../build/mdx/markdown-syntax.ts';
import remarkMarkdownTwin, { jsxFormNames } from '../../build/mdx/markdown-twin.ts';
import { mdxComponents } from '../../src/mdx/components.tsx';

/** The twin's body (below its title and description) of an MDX page, compiled as the build compiles pages. */
async function twin(mdx: string): Promise<string> {
  const file = new VFile(mdx);
  await createProcessor({ remarkPlugins: [...markdownSyntax, [remarkMarkdownTwin, { docId: 'test', cards: null, siteUrl: 'https://livecodes.io', appUrl: 'https://livecodes.io/', title: 'Page', description: 'About.' }]] }).process(file);
  return (file.data.markdown as string).replace('# Page\n\n> About.\n\n', '');
}

describe('JSX in Markdown twins', () => {
  it('keeps the blocks inside an element: a collapsible section with text and a code block', async () => {
    const md = await twin(['<details>', '<summary>The script</summary>', '', 'Save it as `run.sh`:', '', '```bash title="run.sh"', 'echo hi', '```', '', '</details>', '', '## Next'].join('\n'));
    expect(md).toBe(['**The script**', '', 'Save it as `run.sh`:', '', '```bash title="run.sh"', 'echo hi', '```', '', '## Next', ''].join('\n'));
  });

  it('reads layout elements as their content, elements on lines of their own as separate words', async () => {
    const md = await twin(
      [
        '<header className="hero">',
        '  <h1>Page</h1>',
        '  <p className="tagline">Short **and** [linked](/docs/overview).</p>',
        '  <p className="actions">',
        '    <AppLink path="?new">New project</AppLink>',
        '    <a className="button" href="/docs/getting-started">Get started</a>',
        '  </p>',
        '</header>',
        '',
        '<section>',
        '',
        '## Inside a section',
        '',
        'Press <kbd>Ctrl</kbd>+<kbd>S</kbd>.',
        '',
        "<p>Spaced{' '}<strong>as written</strong>{/* a comment */}.</p>",
        '',
        '</section>',
      ].join('\n'),
    );
    // The <h1> is the page's title, which the twin's first line already is.
    expect(md).toBe(
      [
        'Short **and** [linked](https://livecodes.io/docs/overview).',
        '',
        '[New project](https://livecodes.io/?new) [Get started](https://livecodes.io/docs/getting-started)',
        '',
        '## Inside a section',
        '',
        'Press `Ctrl`+`S`.',
        '',
        'Spaced **as written**.',
        '',
      ].join('\n'),
    );
  });

  it('reads a list of sections as sections and a list of items as a list', async () => {
    const sections = await twin(['<ul className="grid">', '  <li>', '    ### One', '    First [link](/docs/a).', '  </li>', '  <li>', '    ### Two', '    Second.', '  </li>', '</ul>'].join('\n'));
    expect(sections).toBe('### One\n\nFirst [link](https://livecodes.io/docs/a).\n\n### Two\n\nSecond.\n');
    const items = await twin('<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>');
    expect(items).toBe('- one\n- two\n');
  });

  it('reads HTML given as a string as what it shows: the link a reader drags', async () => {
    const md = await twin('Drag this: <span dangerouslySetInnerHTML={{ __html: `<a href="javascript:alert(1)" title="Drag me">Bookmarklet</a>` }} />');
    expect(md).toBe('Drag this: [Bookmarklet](javascript:alert\\(1\\))\n');
  });

  it('has a Markdown form for every component a page can use', () => {
    // CodeBlock is what the build makes of a fenced code block, which the twin keeps as written.
    const components = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name) && name !== 'CodeBlock');
    expect(components.filter((name) => !jsxFormNames.has(name))).toEqual([]);
  });
});
