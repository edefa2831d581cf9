/**
 * What is interactive in page content, which ships as server-rendered HTML without components:
 * delegated listeners on the document for tabs, copy buttons and the languages filter, and a
 * watcher that starts embeds wherever they appear. Installed once, they serve every page shown
 * later, whatever replaces the DOM in between.
 */
import { onCopyClick } from './copy-code.ts';
import { onLanguagesFilterInput } from './languages-filter.ts';
import { onTabClick, onTabKeydown } from './tabs.ts';

import { watchEmbeds } from './embeds.ts';

let installed = false;

export function installContentBehaviors() {
  if (installed) return;
  installed = true;
  document.addEventListener('click', (event) => {
    onTabClick(event);
    onCopyClick(event);
  });
  document.addEventListener('keydown', onTabKeydown);
  document.addEventListener('input', onLanguagesFilterInput);
  watchEmbeds(document.body);
}
