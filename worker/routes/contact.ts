/**
 * POST /docs/contact: the contact form, checked here and forwarded to the form service, so the
 * browser only ever talks to this site. The app's fetch sends JSON and gets JSON back; a plain form
 * post (no JavaScript) gets the contact page again, showing the outcome and keeping what was typed.
 */
import type { Context } from 'hono';
import { CONTACT_ENDPOINT, CONTACT_TEXT, contactValues, validateContact, type ContactFormState, type ContactResponse, type ContactValues } from '../../src/shared/contact.ts';
import type { AppEnv } from '../env.ts';
import { renderDocPage } from './pages.ts';

export const DEFAULT_CONTACT_FORM_URL = 'https://submit-form.com/6CPRLFS0';
/** Longest wait for the form service before the reader is told sending failed. */
const UPSTREAM_TIMEOUT_MS = 10_000;

type BodyKind = 'json' | 'form';

function bodyKind(contentType: string | undefined): BodyKind | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') return 'form';
  return null;
}

/** Sends the message on; true when the form service accepted it. Failures are logged without the message. */
async function forward(c: Context<AppEnv>, values: ContactValues): Promise<boolean> {
  const name = values.name.trim();
  try {
    const res = await fetch(c.env.CONTACT_FORM_URL?.trim() || DEFAULT_CONTACT_FORM_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name, email: values.email.trim(), message: values.message.trim(), _email: { subject: 'LiveCodes Contact', from: name } }),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return true;
    c.get('log').error(`contact: the form service answered ${res.status}`);
  } catch (error) {
    c.get('log').error('contact: the form service could not be reached', error);
  }
  return false;
}

/** The answer in the form the request asked for: JSON for the app, the contact page for a plain form post. */
function respond(c: Context<AppEnv>, kind: BodyKind, state: ContactFormState, status: 200 | 400 | 502) {
  if (kind === 'form') return renderDocPage(c, CONTACT_ENDPOINT, { contactForm: state, status });
  const body: ContactResponse =
    state.status === 'sent' ? { ok: true } : state.status === 'invalid' ? { ok: false, message: CONTACT_TEXT.invalid, errors: state.errors } : { ok: false, message: CONTACT_TEXT.failed };
  return c.json(body, status, { 'Cache-Control': 'no-store' });
}

export async function serveContact(c: Context<AppEnv>): Promise<Response> {
  const kind = bodyKind(c.req.header('Content-Type'));
  if (!kind) return c.json({ ok: false, message: 'Send the form as JSON or as a form post.' } satisfies ContactResponse, 415, { 'Cache-Control': 'no-store' });
  let parsed: unknown;
  try {
    parsed = kind === 'json' ? await c.req.json() : await c.req.parseBody();
  } catch {
    parsed = null;
  }
  const values = contactValues(parsed);
  const errors = validateContact(values);
  if (Object.keys(errors).length > 0) return respond(c, kind, { status: 'invalid', values, errors }, 400);
  if (await forward(c, values)) return respond(c, kind, { status: 'sent' }, 200);
  return respond(c, kind, { status: 'failed', values }, 502);
}
