import type { EmbedOptions } from 'livecodes';

type Props = Pick<EmbedOptions, 'config' | 'params' | 'template' | 'import'> & {
  label?: string;
  /** Filled in at build time from the options with the SDK's getPlaygroundUrl (build/mdx/build-time-props.ts). */
  href?: string;
};

/** A link that opens the playground pre-filled with the given options (no code is sent anywhere else). */
export function RunInLiveCodes({ label = 'Open in LiveCodes', href = '' }: Props) {
  return (
    <p className="run-in-livecodes">
      <a href={href} target="_blank" rel="noopener noreferrer" className="button button-primary">
        {label} <span aria-hidden="true">↗</span>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
