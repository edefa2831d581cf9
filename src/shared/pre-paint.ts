/**
 * The page's two inline scripts (allowed by hash in the CSP, worker/middleware/security-headers.ts).
 *
 * The pre-paint script, in <head>, runs before first paint: it applies the stored colour mode
 * (default light; the browser's preferred scheme is deliberately ignored) and hides a dismissed
 * announcement, so neither flashes, and marks <html> with `js` (CSS shows collapsed sidebar lists
 * only without it). The client reads and writes the same storage keys.
 */
export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'docs-announcement-dismissed';
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

export function prePaintScript(announcementId?: string): string {
  const announcement = announcementId
    ? `if(s.getItem('${ANNOUNCEMENT_STORAGE_KEY}')===${JSON.stringify(announcementId)})d.classList.add('announcement-dismissed');`
    : '';
  return `(function(){var d=document.documentElement,t;d.classList.add('js');try{var s=localStorage;t=s.getItem('${THEME_STORAGE_KEY}');${announcement}}catch(e){}d.setAttribute('data-theme',t==='dark'?'dark':'light');})()`;
}

/**
 * The app loader, at the end of <body>: the page is complete, readable HTML, so the app (the shell's
 * interactivity) loads once the content is on screen instead of competing with it for the network
 * and the main thread. `files` is the entry first, then the modules it imports (preloaded alongside).
 * "On screen" is the first contentful paint, where the browser reports it. A frame callback alone,
 * as this loader used, can run first: Chromium runs a frame's callbacks before the frame's layout and
 * paint, which on the home page took long enough for the app's requests to start before the content
 * showed. Five seconds is the backstop for a paint that is never reported. A hidden tab paints
 * nothing, so it loads at once, or when it is hidden before its first paint. If the entry cannot
 * load, the home page's base-URL banner says why.
 */
export function appLoaderScript(files: string[]): string {
  const banner = `var b=document.getElementById('${BASE_URL_BANNER_ID}');if(b)b.hidden=false`;
  return (
    `(function(){var f=${JSON.stringify(files)},d=document,done;function go(){if(done)return;done=1;for(var i=1;i<f.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.href=f[i];d.head.appendChild(l)}` +
    `import(f[0]).catch(function(){${banner}})}` +
    `var P=window.PerformanceObserver;if(d.visibilityState==='hidden')go();` +
    `else if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true});setTimeout(go,5e3);d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')go()})}` +
    `else requestAnimationFrame(function(){setTimeout(go)})})()`
  );
}
