/**
 * The filter box of <LanguagesTable>: hides rows whose `data-search` text (title, SDK name,
 * aliases, extensions) lacks the query, empty groups too, and keeps the counts in step.
 */

export function onLanguagesFilterInput(event: Event) {
  const input = event.target instanceof HTMLInputElement ? event.target : null;
  const table = input?.closest<HTMLElement>('.languages-table');
  if (!input || !table || !input.closest('.languages-filter')) return;
  const query = input.value.trim().toLowerCase();
  let shown = 0;
  for (const group of table.querySelectorAll<HTMLElement>('.languages-scroll')) {
    let count = 0;
    for (const row of group.querySelectorAll<HTMLElement>('tbody tr')) {
      const match = !query || (row.dataset.search ?? '').includes(query);
      row.hidden = !match;
      if (match) count++;
    }
    group.hidden = count === 0;
    const counter = group.querySelector('.languages-group-count');
    if (counter) counter.textContent = `(${count})`;
    shown += count;
  }
  const total = table.dataset.total ?? String(shown);
  const summary = table.querySelector('.languages-count');
  if (summary) summary.textContent = query ? `${shown} of ${total} match` : `${total} languages and processors`;
  const empty = table.querySelector<HTMLElement>('.languages-empty');
  if (empty) {
    empty.hidden = shown > 0;
    const strong = empty.querySelector('strong');
    if (strong) strong.textContent = input.value.trim();
  }
}
