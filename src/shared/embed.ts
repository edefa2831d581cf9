import type { EmbedOptions } from 'livecodes';

/** Attribute of a <LiveCodes> embed's server markup holding its EmbedSpec as JSON. */
export const EMBED_OPTIONS_ATTR = 'data-embed';

/** What src/behaviors/embeds.ts needs to create a playground from server markup. */
export interface EmbedSpec {
  options: EmbedOptions;
  loading: 'lazy' | 'eager';
  /** The iframe's accessible name. */
  title: string;
}
