/** Browser entry (started by the app loader, src/shared/pre-paint.ts): hydrates the server-rendered shell, then navigates client-side. */
import '../styles/main.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_BODY_CLASS } from '../app/page-body.tsx';
import { installContentBehaviors } from '../behaviors/index.ts';
import type { BootData } from '../shared/types.ts';
import { ClientRoot } from './client-root.tsx';
import { rememberPageBody } from './page-bodies.ts';
import { syncPreferredVersion } from './version-preference.ts';

function boot() {
  const data = JSON.parse(document.getElementById('__boot')?.textContent ?? 'null') as BootData | null;
  const root = document.getElementById('root');
  if (!data || !root) return;
  syncPreferredVersion();
  installContentBehaviors();
  // The page content stays the server's HTML; the server already streamed the sponsors block (if any).
  const html = document.querySelector(`.${PAGE_BODY_CLASS}`)?.innerHTML ?? '';
  const sponsors = document.querySelector('[data-sponsors]')?.innerHTML;
  // Going back to this page later needs no request.
  if (data.meta) rememberPageBody(window.location.pathname, { meta: data.meta, html });
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(root, <ClientRoot boot={data} html={html} initialSponsors={sponsors} />);
  });
}

boot();
