/**
 * The contact form in Chromium, with and without JavaScript. The worker runs in its own `wrangler dev`
 * whose CONTACT_FORM_URL points at a stub form service on loopback, started here, so each test decides
 * how the form service answers and sees what the worker sent it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './global-setup.ts';
import { hasBrowser, hydrated, useBrowser } from './browser.ts';

/** The stub form service: answers `upstream.status` once `upstream.release` resolves, and keeps what it got. */
const upstream = { status: 200, release: Promise.resolve(), received: [] as { accept?: string; body: unknown }[] };

let stub: Server | undefined;
let worker: DevServer | undefined;
let base = '';

async function startWorker() {
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/sponsors.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"sponsors":[]}');
        return;
      }
      upstream.received.push({ accept: req.headers.accept, body: JSON.parse(body) });
      void upstream.release.then(() => res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end('{}'));
    });
  });
  await new Promise<void>((resolve) => stub!.listen(0, '127.0.0.1', resolve));
  const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  worker = await startDevServer({ SPONSORS_URL: `${stubUrl}/sponsors.json`, CONTACT_FORM_URL: `${stubUrl}/form` }, '/docs/contact');
  base = worker.baseUrl;
}

async function stopWorker() {
  await worker?.stop();
  await new Promise<void>((resolve) => (stub ? stub.close(() => resolve()) : resolve()));
}

const TYPED = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello from the browser test' };

async function fill(page: Page) {
  await page.getByLabel('Name').fill(TYPED.name);
  await page.getByLabel('Email').fill(TYPED.email);
  await page.getByLabel('Message').fill(TYPED.message);
}

/** Clicks Send in a page without JavaScript and waits for the page that answers the post. */
async function post(page: Page) {
  const answered = page.waitForResponse((res) => res.url().startsWith(`${base}/docs/contact`) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send' }).click();
  await answered;
  await page.waitForLoadState();
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-contact-status') !== null ? 'status' : (document.activeElement?.id ?? ''));

describe.skipIf(!hasBrowser)('the contact form', () => {
  beforeAll(startWorker, 120_000);
  afterAll(stopWorker);
  beforeEach(() => {
    upstream.status = 200;
    upstream.release = Promise.resolve();
    upstream.received.length = 0;
  });
  const open = useBrowser();

  it('sends through the worker after a client-side navigation: "Sending..." while it waits, then the thank-you message', async () => {
    const { page, errors } = await open({ baseURL: base });
    await page.goto('/docs/overview');
    await hydrated(page);
    await page.click('.doc-sidebar a[href="/docs/contact"]');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Contact');
    await fill(page);
    let release = () => {};
    upstream.release = new Promise<void>((resolve) => (release = resolve));
    const button = page.getByRole('button', { name: /Send/ });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Sending...');
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(() => upstream.received.length).toBe(1);
    release();
    await expect.poll(() => page.locator('.contact-status h3').textContent()).toBe('Thank you');
    expect(await page.locator('.contact-status p').textContent()).toBe('Your message has been sent successfully.');
    expect(await page.locator('[data-contact-form] form').count()).toBe(0);
    expect(await page.locator('.contact-status').getAttribute('role')).toBe('status');
    expect(await focused(page)).toBe('status');
    expect(upstream.received[0]).toEqual({ accept: 'application/json', body: { ...TYPED, _email: { subject: 'LiveCodes Contact', from: TYPED.name } } });
    expect(errors).toEqual([]);
  });

  it('keeps the form and everything typed when sending fails, with the failure text above it', async () => {
    upstream.status = 500;
    const { page, errors } = await open({ baseURL: base });
    await page.goto('/docs/contact');
    await hydrated(page);
    await fill(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('.contact-status .contact-problem').textContent()).toBe('Sending failed. Please try again!');
    expect(await page.getByLabel('Name').inputValue()).toBe(TYPED.name);
    expect(await page.getByLabel('Email').inputValue()).toBe(TYPED.email);
    expect(await page.getByLabel('Message').inputValue()).toBe(TYPED.message);
    const button = page.getByRole('button', { name: 'Send' });
    expect(await button.isEnabled()).toBe(true);
    expect(await focused(page)).toBe('status');
    // The problem sits above the form.
    const [problem, form] = await Promise.all([page.locator('.contact-problem').boundingBox(), page.locator('[data-contact-form] form').boundingBox()]);
    expect(problem!.y).toBeLessThan(form!.y);
    // The console error is the browser reporting the 502 itself.
    expect(errors.filter((e) => !e.includes('502'))).toEqual([]);
  });

  it('points at each wrong field before sending anything', async () => {
    const { page } = await open({ baseURL: base });
    await page.goto('/docs/contact');
    await hydrated(page);
    await page.getByLabel('Email').fill('ada@');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => focused(page)).toBe('contact-name');
    expect(await page.locator('#contact-name-error').textContent()).toBe('Enter your name.');
    expect(await page.locator('#contact-email-error').textContent()).toBe('Enter an email address in the form name@example.com.');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@');
    expect(upstream.received).toEqual([]);
  });

  it('works without JavaScript: a plain post answered with a page, with what was typed kept on failure', async () => {
    const { page } = await open({ baseURL: base, javaScriptEnabled: false });
    await page.goto('/docs/contact');
    await fill(page);
    upstream.status = 503;
    await post(page);
    expect(page.url()).toBe(`${base}/docs/contact#contact-form`);
    expect(await page.locator('.contact-problem').textContent()).toBe('Sending failed. Please try again!');
    expect(await page.getByLabel('Message').inputValue()).toBe(TYPED.message);
    upstream.status = 200;
    await post(page);
    expect(await page.locator('.contact-status h3').textContent()).toBe('Thank you');
    expect(await page.locator('.contact-status p').textContent()).toBe('Your message has been sent successfully.');
    expect(upstream.received).toHaveLength(2);
    expect(upstream.received[1].body).toMatchObject(TYPED);
  });
});
