/**
 * The syntax pages are written in besides MDX's own: remark plugins that extend the parser. The
 * compile (compile.ts) uses them, as do the tests that parse pages the way it does.
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';

export const markdownSyntax: PluggableList = [remarkFrontmatter, remarkGfm, remarkDirective];
