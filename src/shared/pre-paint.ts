/**
 * Inlined in <head> and run before first paint: applies the stored colour mode (default light; the
 * browser's preferred scheme is deliberately ignored) and hides a dismissed announcement, so neither
 * flashes. The client reads and writes the same storage keys.
 */
export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'docs-announcement-dismissed';

export function prePaintScript(announcementId?: string): string {
  const announcement = announcementId
    ? `if(s.getItem('${ANNOUNCEMENT_STORAGE_KEY}')===${JSON.stringify(announcementId)})d.classList.add('announcement-dismissed');`
    : '';
  return `(function(){var d=document.documentElement,t;try{var s=localStorage;t=s.getItem('${THEME_STORAGE_KEY}');${announcement}}catch(e){}d.setAttribute('data-theme',t==='dark'?'dark':'light')})()`;
}
