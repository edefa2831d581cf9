/**
 * The contact form with JavaScript: checked first with the same rules as the worker, then sent with
 * fetch. While sending, the button reads "Sending..." and is disabled. On success the form gives way to
 * the thank-you message; on failure the form stays as typed, with the problem above it. The status
 * region announces the outcome and takes focus, or the first field in error does.
 */
import { CONTACT_FIELDS, CONTACT_TEXT, contactValues, validateContact, type ContactErrors, type ContactResponse } from '../shared/contact.ts';

const FORM = '[data-contact-form] form';

function showErrors(form: HTMLFormElement, errors: ContactErrors) {
  for (const field of CONTACT_FIELDS) {
    const input = form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null;
    const message = form.querySelector<HTMLElement>(`[data-contact-error="${field}"]`);
    const error = errors[field];
    if (error) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
    if (message) {
      message.textContent = error ?? '';
      message.hidden = !error;
    }
  }
}

function showProblem(status: HTMLElement, text: string) {
  const problem = document.createElement('p');
  problem.className = 'contact-problem';
  problem.textContent = text;
  status.replaceChildren(problem);
}

function showSent(block: HTMLElement, status: HTMLElement, form: HTMLFormElement) {
  const title = document.createElement('h3');
  title.className = 'contact-sent-title';
  title.textContent = CONTACT_TEXT.sentTitle;
  const text = document.createElement('p');
  text.textContent = CONTACT_TEXT.sent;
  status.replaceChildren(title, text);
  form.remove();
  block.dataset.sent = 'true';
}

async function send(form: HTMLFormElement, body: string): Promise<ContactResponse> {
  try {
    const res = await fetch(form.action, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body });
    const answer = (await res.json()) as ContactResponse;
    return res.ok || answer.ok === false ? answer : { ok: false, message: CONTACT_TEXT.failed };
  } catch {
    // Offline, or an answer that is not the worker's JSON.
    return { ok: false, message: CONTACT_TEXT.failed };
  }
}

export function onContactSubmit(event: SubmitEvent) {
  const form = event.target instanceof HTMLFormElement && event.target.matches(FORM) ? event.target : null;
  const block = form?.closest<HTMLElement>('[data-contact-form]');
  const status = block?.querySelector<HTMLElement>('[data-contact-status]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !block || !status || !button) return;
  event.preventDefault();
  if (button.disabled) return;

  const values = contactValues(Object.fromEntries(new FormData(form)));
  const errors = validateContact(values);
  showErrors(form, errors);
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);
  if (firstInvalid) {
    showProblem(status, CONTACT_TEXT.invalid);
    (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
    return;
  }

  status.replaceChildren();
  button.disabled = true;
  button.textContent = CONTACT_TEXT.sending;
  void send(form, JSON.stringify(values)).then((answer) => {
    button.disabled = false;
    button.textContent = CONTACT_TEXT.send;
    if (answer.ok) showSent(block, status, form);
    else {
      showErrors(form, answer.errors ?? {});
      showProblem(status, answer.message);
    }
    status.focus();
  });
}
