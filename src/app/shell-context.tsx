/** Per-request facts the shell needs: where the playground app lives and the host verdict. */
import { createContext, useContext } from 'react';

export interface ShellInfo {
  appUrl: string;
  originAllowed: boolean;
}

export const ShellContext = createContext<ShellInfo>({ appUrl: 'https://livecodes.io/', originAllowed: true });

export const useShell = () => useContext(ShellContext);
