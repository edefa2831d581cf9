/** What pages are rendered with besides their props: where the playground app lives, the host verdict, the search backend. */
import { createContext, useContext } from 'react';
import type { SearchSettings } from '../shared/search-settings.ts';

export interface ShellInfo {
  /** The LiveCodes app of embeds, 'Open in LiveCodes' links and the App link (the build's `site.playgroundUrl`). */
  playgroundUrl: string;
  originAllowed: boolean;
  search: SearchSettings;
  searchCssUrl: string;
}

export const DEFAULT_SHELL: ShellInfo = {
  playgroundUrl: 'https://livecodes.io/',
  originAllowed: true,
  search: { mode: 'local', appId: 'local', apiKey: 'local', indexName: 'livecodes' },
  searchCssUrl: '',
};

export const ShellContext = createContext<ShellInfo>(DEFAULT_SHELL);

export const useShell = () => useContext(ShellContext);
