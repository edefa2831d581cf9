/** <Tabs> in the browser: click or arrow keys (Home/End too) select a tab and show its panel. */

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

const tabOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('.tabs [role="tab"]') : null);

export function onTabClick(event: MouseEvent) {
  const tab = tabOf(event.target);
  if (tab) select(tab);
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
  select(target);
  target.focus();
}
