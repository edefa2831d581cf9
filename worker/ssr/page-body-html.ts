/**
 * The HTML of a page's body for this request: the build's prerendered HTML with this host's app
 * and playground URLs filled in. Only for URLs that cannot replace the placeholders as plain text
 * (an unusual PLAYGROUND_URL) is the MDX rendered here, by the same function the build uses.
 */
import { bodyLoaders } from '../../.generated/bodies.ts';
import type { ShellInfo } from '../../src/app/shell-context.tsx';
import { fillPlaceholderUrls, renderBodyHtml } from '../../src/mdx/render-body.tsx';
import type { DocMeta } from '../../src/shared/types.ts';
import { pageLoaders } from './data.ts';

export async function pageBodyHtml(doc: DocMeta, shell: ShellInfo): Promise<string> {
  const filled = fillPlaceholderUrls((await bodyLoaders[doc.id]()).default, shell);
  if (filled !== null) return filled;
  const { default: Content } = await pageLoaders[doc.id]();
  return renderBodyHtml(Content, doc.path, shell);
}
