/**
 * A live playground. The server renders a placeholder with a link and the embed options;
 * src/behaviors/embeds.ts loads the SDK and creates the playground when it scrolls into view.
 */
import type { EmbedOptions } from 'livecodes';
import { useShell } from '../app/shell-context.tsx';
import { EMBED_OPTIONS_ATTR, type EmbedSpec } from '../shared/embed.ts';

type Props = Pick<EmbedOptions, 'config' | 'params' | 'template' | 'import'> & {
  height?: string;
  loading?: 'lazy' | 'eager';
  title?: string;
  /** Same playground as a link, filled in at build time (build/mdx/build-time-props.ts). */
  href?: string;
};

export function LiveCodes({ height = '50vh', loading = 'lazy', title = 'LiveCodes playground', config, params, template, import: importFrom, href: builtHref = '' }: Props) {
  const { playgroundUrl } = useShell();
  const spec: EmbedSpec = { options: { appUrl: playgroundUrl, config, params, template, import: importFrom }, loading, title };
  return (
    <figure className="livecodes-embed" style={{ height }} aria-label={title} {...{ [EMBED_OPTIONS_ATTR]: JSON.stringify(spec) }}>
      {/* data-default-styles="false": the SDK leaves the frame's look (size, border, background) to main.css. */}
      <div className="livecodes-embed-frame" data-state="idle" data-default-styles="false">
        <div className="livecodes-embed-placeholder">
          <p className="livecodes-embed-status">The playground loads when it scrolls into view.</p>
          <a href={builtHref} target="_blank" rel="noopener noreferrer">
            Open in LiveCodes <span aria-hidden="true">↗</span>
          </a>
        </div>
      </div>
    </figure>
  );
}
