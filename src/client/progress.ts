/**
 * Top progress bar for client-side navigations: appears only if the navigation takes longer than
 * 200 ms, creeps towards the end while waiting, and completes when the new route is shown.
 */
const DELAY_MS = 200;
let timer: ReturnType<typeof setTimeout> | undefined;
let creep: ReturnType<typeof setInterval> | undefined;
let bar: HTMLDivElement | null = null;

function element(): HTMLDivElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'progress-bar';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    document.body.appendChild(bar);
  }
  return bar;
}

export function startProgress(): void {
  stopTimers();
  timer = setTimeout(() => {
    const el = element();
    let value = 0.1;
    el.style.transform = `scaleX(${value})`;
    el.dataset.state = 'running';
    creep = setInterval(() => {
      value += (0.9 - value) * 0.1;
      el.style.transform = `scaleX(${value})`;
    }, 200);
  }, DELAY_MS);
}

export function doneProgress(): void {
  stopTimers();
  if (!bar || bar.dataset.state !== 'running') return;
  const el = bar;
  el.style.transform = 'scaleX(1)';
  el.dataset.state = 'done';
  setTimeout(() => {
    if (el.dataset.state === 'done') el.remove();
    if (bar === el) bar = null;
  }, 300);
}

function stopTimers() {
  clearTimeout(timer);
  clearInterval(creep);
}
