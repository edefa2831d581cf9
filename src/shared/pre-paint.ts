/**
 * Inlined in <head> and run before first paint: applies the stored colour mode (default light; the
 * browser's preferred scheme is deliberately ignored) and hides a dismissed announcement, so neither
 * flashes. It also marks <html> with `js` (CSS shows collapsed sidebar lists only without it) and, on
 * the home page, reveals the base-URL banner if the client app never started (assets failed to load).
 * The client reads and writes the same storage keys.
 */
export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'docs-announcement-dismissed';
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

export function prePaintScript(announcementId?: string): string {
  const announcement = announcementId
    ? `if(s.getItem('${ANNOUNCEMENT_STORAGE_KEY}')===${JSON.stringify(announcementId)})d.classList.add('announcement-dismissed');`
    : '';
  const banner = `addEventListener('load',function(){var b=document.getElementById('${BASE_URL_BANNER_ID}');if(b&&d.dataset.app!=='loaded')b.hidden=false});`;
  return `(function(){var d=document.documentElement,t;d.classList.add('js');try{var s=localStorage;t=s.getItem('${THEME_STORAGE_KEY}');${announcement}}catch(e){}d.setAttribute('data-theme',t==='dark'?'dark':'light');${banner}})()`;
}
