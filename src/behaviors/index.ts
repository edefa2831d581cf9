/**
 * What is interactive in page content, which ships as server-rendered HTML without components:
 * delegated listeners on the document for tabs, copy buttons, the languages filter and the contact form (installed
 * once, they serve every page shown later), and embeds mounted per page.
 */
import { onContactSubmit } from './contact-form.ts';
import { onCopyClick } from './copy-code.ts';
import { onLanguagesFilterInput } from './languages-filter.ts';
import { onTabClick, onTabKeydown } from './tabs.ts';

export { mountEmbeds } from './embeds.ts';

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
}
