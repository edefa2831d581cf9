/** Browser entry: hydrates the server-rendered shell, then navigates client-side. */
import '../styles/main.css';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_BODY_CLASS } from '../app/page-body.tsx';
import { installContentBehaviors } from '../behaviors/index.ts';
import type { BootData } from '../shared/types.ts';
import { ClientRoot } from './client-root.tsx';
import { syncPreferredVersion } from './version-preference.ts';

// Tells the pre-paint script's base-URL check that the app's scripts did load.
document.documentElement.dataset.app = 'loaded';

function boot() {
  const data = JSON.parse(document.getElementById('__boot')?.textContent ?? 'null') as BootData | null;
  const root = document.getElementById('root');
  if (!data || !root) return;
  syncPreferredVersion();
  installContentBehaviors();
  // The page content stays the server's HTML; the server already streamed the sponsors block (if any).
  const html = document.querySelector(`.${PAGE_BODY_CLASS}`)?.innerHTML ?? '';
  const sponsors = document.querySelector('[data-sponsors]')?.innerHTML;
  hydrateRoot(root, <ClientRoot boot={data} html={html} initialSponsors={sponsors} />);
}

boot();
