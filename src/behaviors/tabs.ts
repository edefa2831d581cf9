/**
 * <Tabs> in the browser: click or arrow keys (Home/End too) select a tab and show its panel. Tab sets
 * with a group (`<Tabs groupId="…">`) switch together and remember the reader's choice, so picking
 * pnpm once shows pnpm in every install command, on this page and the next.
 */
import { storage } from '../app/storage.ts';

/** One key per group: a group's tabs are the same choice wherever they appear. */
const tabGroupStorageKey = (group: string) => `docs-tabs:${group}`;

function select(tab: HTMLElement) {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')) {
    const on = other === tab;
    other.setAttribute('aria-selected', String(on));
    other.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
}

const tabIn = (set: HTMLElement, value: string) => set.querySelector<HTMLElement>(`:scope > [role="tablist"] > [role="tab"][data-value="${CSS.escape(value)}"]`);

/** Selects `value` in every tab set of `group` on the page that offers it; the others keep theirs. */
function selectInGroup(group: string, value: string) {
  for (const set of document.querySelectorAll<HTMLElement>(`.tabs[data-group="${CSS.escape(group)}"]`)) {
    const tab = tabIn(set, value);
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(tab);
  }
}

/** The reader chose `tab`: select it, and with its group, everywhere, without moving it on screen. */
function choose(tab: HTMLElement) {
  const group = tab.closest<HTMLElement>('.tabs')?.dataset.group;
  const value = tab.dataset.value;
  if (!group || value === undefined) return select(tab);
  // Sets above this one may change height as they switch; keep the chosen tab where the reader sees it.
  const before = tab.getBoundingClientRect().top;
  selectInGroup(group, value);
  storage.set(tabGroupStorageKey(group), value);
  const shift = tab.getBoundingClientRect().top - before;
  if (shift) window.scrollBy(0, shift);
}

/** Shows the remembered choice in every grouped tab set in or under `root`. */
function restore(root: Element) {
  const sets = [...root.querySelectorAll<HTMLElement>('.tabs[data-group]')];
  if (root.matches('.tabs[data-group]')) sets.push(root as HTMLElement);
  for (const set of sets) {
    const value = storage.get(tabGroupStorageKey(set.dataset.group!));
    const tab = value === null ? null : tabIn(set, value);
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(tab);
  }
}

/** Restores remembered choices now and in whatever content is added later (client-side navigation). */
export function watchTabGroups(root: HTMLElement) {
  restore(root);
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && restore(node));
  }).observe(root, { childList: true, subtree: true });
}

const tabOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('.tabs [role="tab"]') : null);

export function onTabClick(event: MouseEvent) {
  const tab = tabOf(event.target);
  if (tab) choose(tab);
}

export function onTabKeydown(event: KeyboardEvent) {
  const tab = tabOf(event.target);
  if (!tab) return;
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
  const at = tabs.indexOf(tab);
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = tabs[(next + tabs.length) % tabs.length];
  choose(target);
  target.focus();
}
