import type { SearchSettings } from '../shared/search-settings.ts';
/** Per-request facts the shell needs: where the playground app lives and the host verdict. */
import { createContext, useContext } from 'react';

export interface ShellInfo {
  /** The playground app for navigation links (App, starter templates). */
  appUrl: string;
  /** The playground origin for embeds and 'Open in LiveCodes' links. */
  playgroundUrl: string;
  originAllowed: boolean;
  search: SearchSettings;
  searchCssUrl: string;
}

export const DEFAULT_SHELL: ShellInfo = {
  appUrl: 'https://livecodes.io/',
  playgroundUrl: 'https://livecodes.io/',
  originAllowed: true,
  search: { mode: 'local', appId: 'local', apiKey: 'local', indexName: 'livecodes' },
  searchCssUrl: '',
};

export const ShellContext = createContext<ShellInfo>(DEFAULT_SHELL);

export const useShell = () => useContext(ShellContext);
