/**
 * What is interactive in page content, which ships as server-rendered HTML without components:
 * delegated listeners on the document for tabs, copy buttons, the languages filter and the contact
 * form; a watcher that starts embeds wherever they appear, and one that shows the reader's remembered
 * choice in grouped tabs. Installed once, they serve every page shown later, whatever replaces the
 * DOM in between.
 */
import { onContactSubmit } from './contact-form.ts';
import { onCopyClick } from './copy-code.ts';
import { watchEmbeds } from './embeds.ts';
import { onLanguagesFilterInput } from './languages-filter.ts';
import { onTabClick, onTabKeydown, watchTabGroups } from './tabs.ts';

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
  document.addEventListener('submit', onContactSubmit);
  watchEmbeds(document.body);
  watchTabGroups(document.body);
}
