/**
 * A live playground. The server renders a placeholder with a link and the embed options;
 * src/behaviors/embeds.ts loads the SDK and creates the playground when it scrolls into view.
 */
import type { EmbedOptions } from 'livecodes';
import { useShell } from '../app/shell-context.tsx';
import { EMBED_OPTIONS_ATTR, type EmbedSpec } from '../shared/embed.ts';
import { DisplayModePicture } from './display-mode-picture.tsx';

type Props = Pick<EmbedOptions, 'config' | 'params' | 'template' | 'import'> & {
  height?: string;
  loading?: 'lazy' | 'eager';
  title?: string;
  /** Show a drawing of the display mode (`config.mode`) until the playground replaces it. */
  picture?: boolean;
  /** Same playground as a link, filled in at build time (build/mdx/build-time-props.ts). */
  href?: string;
};

export function LiveCodes({ height = '50vh', loading = 'lazy', title = 'LiveCodes playground', config, params, template, import: importFrom, picture = false, href: builtHref = '' }: Props) {
  const { playgroundUrl: appUrl } = useShell();
  const spec: EmbedSpec = { options: { appUrl, config, params, template, import: importFrom }, loading, title };
  const shown = typeof config === 'object' ? config : undefined;
  return (
    <figure className="livecodes-embed" style={{ height }} aria-label={title} {...{ [EMBED_OPTIONS_ATTR]: JSON.stringify(spec) }}>
      {/* data-default-styles="false": the SDK leaves the frame's look (size, border, background) to main.css. */}
      <div className="livecodes-embed-frame" data-state="idle" data-default-styles="false">
        <div className={picture ? 'livecodes-embed-placeholder livecodes-embed-placeholder--picture' : 'livecodes-embed-placeholder'}>
          {picture && (
            <>
              <DisplayModePicture mode={shown?.mode ?? 'full'} layout={shown?.layout} />
              <p className="livecodes-embed-caption">A drawing of the mode, not a screenshot: the live playground takes its place when it starts.</p>
            </>
          )}
          <p className="livecodes-embed-status">The playground loads when it scrolls into view.</p>
          <a href={builtHref} target="_blank" rel="noopener noreferrer">
            Open in LiveCodes <span aria-hidden="true">↗</span>
          </a>
        </div>
      </div>
    </figure>
  );
}
