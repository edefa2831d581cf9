/** The contact form's endpoint: checked, size-limited, origin-checked, forwarded to the form service. */
import { fetchMock } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTH } from '../../src/shared/contact.ts';
import { get, isolateNetwork, ORIGIN, sponsorsUpstream } from './helpers.ts';

beforeEach(() => {
  isolateNetwork();
  sponsorsUpstream().reply(200, { sponsors: [] }).persist();
});

const FORM_SERVICE = 'https://submit-form.com';
const TYPED = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello <b>LiveCodes</b> & team' };

/** The form service answers with `status`; the returned record fills with what the worker sent it. */
function formService(status: number): { body?: unknown; accept?: string } {
  const seen: { body?: unknown; accept?: string } = {};
  fetchMock
    .get(FORM_SERVICE)
    .intercept({
      path: '/6CPRLFS0',
      method: 'POST',
      headers: (headers) => {
        seen.accept = Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept')?.[1];
        return true;
      },
      body: (body) => {
        seen.body = JSON.parse(body);
        return true;
      },
    })
    .reply(status, status === 200 ? { ok: true } : { error: 'upstream says no' });
  return seen;
}

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  get('/docs/contact', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: ORIGIN, ...headers }, body: JSON.stringify(body) });

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  get('/docs/contact', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers }, body: new URLSearchParams(fields).toString() });

/** The contact form's block in a page, from its opening tag to the email section after it. */
const formBlock = (html: string) => html.slice(html.indexOf('id="contact-form"'), html.indexOf('id="email"'));

/** The opening tag of the element with this id (attributes in any order). */
const openingTag = (html: string, id: string) => new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the contact page', () => {
  it('shows the form, with its labels and the required-fields note, above the email addresses', async () => {
    const html = await (await get('/docs/contact')).text();
    const block = formBlock(html);
    expect(html.indexOf('id="contact-form"')).toBeGreaterThan(0);
    expect(html.indexOf('id="contact-form"')).toBeLessThan(html.indexOf('mailto:info@livecodes.io'));
    const formTag = /<form[^>]*>/.exec(block)?.[0];
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/docs/contact#contact-form"');
    for (const [id, label] of [['contact-name', 'Name'], ['contact-email', 'Email'], ['contact-message', 'Message']]) {
      expect(block).toContain(`<label for="${id}">${label}<span class="contact-required" aria-hidden="true"> *</span></label>`);
      expect(openingTag(block, id)).toContain('required=""');
    }
    expect(openingTag(block, 'contact-email')).toContain('type="email"');
    expect(block).toContain('Fields marked with * are required.');
    expect(block).toContain('<button type="submit" class="button button-primary">Send</button>');
    expect(block).toMatch(/role="status" aria-live="polite"/);
  });
});

describe('POST /docs/contact with JSON (the app)', () => {
  it('forwards the message to the form service and answers ok', async () => {
    const forwarded = formService(200);
    const res = await postJson(TYPED);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(forwarded.body).toEqual({ ...TYPED, _email: { subject: 'LiveCodes Contact', from: 'Ada Lovelace' } });
    expect(forwarded.accept).toBe('application/json');
  });

  it('says sending failed when the form service refuses the message', async () => {
    formService(500);
    const res = await postJson(TYPED);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ ok: false, message: 'Sending failed. Please try again!' });
  });

  it('says sending failed when the form service cannot be reached', async () => {
    fetchMock.get(FORM_SERVICE).intercept({ path: '/6CPRLFS0', method: 'POST' }).replyWithError(new Error('connection refused'));
    const res = await postJson(TYPED);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ ok: false, message: 'Sending failed. Please try again!' });
  });

  // No form-service mock below: the network is closed, so a forwarded request would end in 502.
  it.each([
    ['a missing name', { ...TYPED, name: '  ' }, { name: 'Enter your name.' }],
    ['an email address without a domain', { ...TYPED, email: 'ada@' }, { email: 'Enter an email address in the form name@example.com.' }],
    ['a message over the length cap', { ...TYPED, message: 'x'.repeat(CONTACT_MAX_LENGTH.message + 1) }, { message: `Shorten your message to ${CONTACT_MAX_LENGTH.message} characters or fewer (it has ${CONTACT_MAX_LENGTH.message + 1}).` }],
    ['fields that are not text', { name: 1, email: ['a@b.c'], message: null }, { name: 'Enter your name.', email: 'Enter your email address.', message: 'Enter your message.' }],
  ])('refuses %s with 400 and a message per field, without forwarding it', async (_, body, errors) => {
    const res = await postJson(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, message: 'The message was not sent. Please correct the fields marked below.', errors });
  });

  it('refuses a body that is not JSON as a message with every field missing', async () => {
    const res = await get('/docs/contact', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual(['name', 'email', 'message']);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const res = await postJson({ ...TYPED, message: 'x'.repeat(100 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, message: 'The message is too long to send.' });
  });

  it('refuses other content types with 415', async () => {
    const res = await get('/docs/contact', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: ORIGIN }, body: 'hello' });
    expect(res.status).toBe(415);
  });

  it('answers other methods with 405, naming POST among the allowed ones', async () => {
    const res = await get('/docs/contact', { method: 'PUT', headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify(TYPED) });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, POST');
  });

  it('refuses a post from a foreign origin with 403', async () => {
    const res = await postJson(TYPED, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('POST /docs/contact as a plain form (no JavaScript)', () => {
  it('answers with the thank-you page, with the security headers and CSP of any page', async () => {
    const forwarded = formService(200);
    const res = await postForm(TYPED);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(res.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('<title>Contact | LiveCodes</title>');
    const block = formBlock(html);
    expect(block).toContain('<h3 class="contact-sent-title">Thank you</h3><p>Your message has been sent successfully.</p>');
    expect(block).not.toContain('<form');
    expect(forwarded.body).toEqual({ ...TYPED, _email: { subject: 'LiveCodes Contact', from: 'Ada Lovelace' } });
  });

  it('shows the form again with the failure text and everything typed when the form service fails', async () => {
    formService(503);
    const res = await postForm(TYPED);
    expect(res.status).toBe(502);
    const block = formBlock(await res.text());
    expect(block).toContain('<p class="contact-problem">Sending failed. Please try again!</p>');
    expect(openingTag(block, 'contact-name')).toContain('value="Ada Lovelace"');
    expect(openingTag(block, 'contact-email')).toContain('value="ada@example.com"');
    // Typed text comes back as text, never as markup.
    expect(block).toContain('>Hello &lt;b&gt;LiveCodes&lt;/b&gt; &amp; team</textarea>');
  });

  it('shows the form again with a message at each wrong field and the values kept', async () => {
    const res = await postForm({ name: 'Ada', email: 'not an email', message: '' });
    expect(res.status).toBe(400);
    const block = formBlock(await res.text());
    expect(block).toContain('The message was not sent. Please correct the fields marked below.');
    expect(openingTag(block, 'contact-email')).toContain('value="not an email"');
    expect(openingTag(block, 'contact-email')).toContain('aria-invalid="true"');
    expect(block).toContain('<p id="contact-email-error" class="contact-field-error" data-contact-error="email">Enter an email address in the form name@example.com.</p>');
    expect(block).toContain('<p id="contact-message-error" class="contact-field-error" data-contact-error="message">Enter your message.</p>');
    expect(openingTag(block, 'contact-name')).toContain('value="Ada"');
    expect(openingTag(block, 'contact-name')).not.toContain('aria-invalid');
  });

  it('refuses a cross-site form post with 403', async () => {
    const res = await postForm(TYPED, { Origin: 'https://attacker.example' });
    expect(res.status).toBe(403);
  });
});
