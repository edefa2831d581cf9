/**
 * What is interactive in page content, which ships as server-rendered HTML without components:
 * delegated listeners on the document for tabs, copy and wrap buttons, the languages filter and
 * the contact form; watchers that start embeds wherever they appear, show the reader's remembered
 * choice in grouped tabs, give tables that scroll sideways a tab stop and show the Wrap button of
 * code blocks with long lines. Installed once, they serve every page shown later, whatever
 * replaces the DOM in between.
 */
import { onWrapClick, watchLongLines } from './code-wrap.ts';
import { onContactSubmit } from './contact-form.ts';
import { onCopyClick } from './copy-code.ts';
import { watchEmbeds } from './embeds.ts';
import { onLanguagesFilterInput } from './languages-filter.ts';
import { watchScrollableTables } from './scrollable-tables.ts';
import { onTabClick, onTabKeydown, watchTabGroups } from './tabs.ts';

let installed = false;

export function installContentBehaviors() {
  if (installed) return;
  installed = true;
  document.addEventListener('click', (event) => {
    onTabClick(event);
    onCopyClick(event);
    onWrapClick(event);
  });
  document.addEventListener('keydown', onTabKeydown);
  document.addEventListener('input', onLanguagesFilterInput);
  document.addEventListener('submit', onContactSubmit);
  watchEmbeds(document.body);
  watchTabGroups(document.body);
  watchScrollableTables(document.body);
  watchLongLines(document.body);
}
