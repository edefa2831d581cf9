import { getPlaygroundUrl, type EmbedOptions } from 'livecodes';
import { useShell } from '../app/shell-context.tsx';

type Props = Pick<EmbedOptions, 'config' | 'params' | 'template' | 'import'> & { label?: string };

/** A link that opens the playground pre-filled with the given options (no code is sent anywhere else). */
export function RunInLiveCodes({ label = 'Open in LiveCodes', config, params, template, import: importFrom }: Props) {
  const { appUrl } = useShell();
  const href = getPlaygroundUrl({ appUrl, config, params, template, import: importFrom });
  return (
    <p className="run-in-livecodes">
      <a href={href} target="_blank" rel="noopener noreferrer" className="button button-primary">
        {label} <span aria-hidden="true">↗</span>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
