/** Browser entry: hydrates the server-rendered page, then navigates client-side. */
import '../styles/main.css';
import { hydrateRoot } from 'react-dom/client';
import type { PageModule } from '../shared/page.ts';
import type { BootData } from '../shared/types.ts';
import { ClientRoot } from './client-root.tsx';
import { setPagesMapUrl } from './prefetch.ts';
import { importPageChunk } from './routes.ts';
import { syncPreferredVersion } from './version-preference.ts';

// Tells the pre-paint script's base-URL check that the app's scripts did load.
document.documentElement.dataset.app = 'loaded';

async function boot() {
  const data = JSON.parse(document.getElementById('__boot')?.textContent ?? 'null') as BootData | null;
  const root = document.getElementById('root');
  if (!data || !root) return;
  setPagesMapUrl(data.pagesMapUrl);
  syncPreferredVersion();
  // The server already streamed the sponsors block (if any); reuse it instead of fetching again.
  const sponsors = document.querySelector('[data-sponsors]')?.innerHTML;
  const article = document.querySelector('article.markdown, main.home');
  const staticHtml = article ? [...article.children].filter((el) => el.tagName !== 'H1').map((el) => el.outerHTML).join('') : '';
  let initial: PageModule | Error | null = null;
  if (data.meta && data.pageChunk) {
    initial = await importPageChunk(data.pageChunk).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  }
  hydrateRoot(root, <ClientRoot boot={data} initial={initial} staticHtml={staticHtml} initialSponsors={sponsors} />, {
    onRecoverableError(error) {
      // Expected when the page chunk failed: the static stand-in differs from the server markup.
      if (!(initial instanceof Error)) console.error(error);
    },
  });
}

void boot();
