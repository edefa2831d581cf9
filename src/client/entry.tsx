/** Browser entry: hydrates the server-rendered page, then navigates client-side. */
import '../styles/main.css';
import { hydrateRoot } from 'react-dom/client';
import { pageLoaders } from '../../.generated/pages.ts';
import type { BootData } from '../shared/types.ts';
import { ClientRoot } from './client-root.tsx';

async function boot() {
  const data = JSON.parse(document.getElementById('__boot')?.textContent ?? 'null') as BootData | null;
  const root = document.getElementById('root');
  if (!data || !root) return;
  // The server already streamed the sponsors block (if any); reuse it instead of fetching again.
  const sponsors = document.querySelector('[data-sponsors]')?.innerHTML;
  const initial = data.docId === null ? null : await pageLoaders[data.docId]!();
  hydrateRoot(root, <ClientRoot boot={data} initial={initial} initialSponsors={sponsors} />);
  document.documentElement.dataset.hydrated = 'true';
}

void boot();
