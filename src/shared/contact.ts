/**
 * The contact form: its fields, limits, texts and validation, shared by the form's markup
 * (src/mdx/contact-form.tsx), its behaviour in the browser (src/behaviors/contact-form.ts) and the
 * worker route that forwards it (worker/routes/contact.ts), so all three agree.
 */

/** Where the form posts, with JavaScript (JSON) or without (a urlencoded form post). */
export const CONTACT_ENDPOINT = '/docs/contact';
/** The id of the form's block: the no-JavaScript answer page scrolls to it. */
export const CONTACT_FORM_ID = 'contact-form';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Longest accepted value of each field, in characters. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { name: 200, email: 254, message: 5000 };
/** Largest request body the worker reads: the three fields at their longest, encoded, fit well within it. */
export const CONTACT_BODY_LIMIT = 64 * 1024;

export const CONTACT_TEXT = {
  send: 'Send',
  sending: 'Sending...',
  required: 'Fields marked with * are required.',
  sentTitle: 'Thank you',
  sent: 'Your message has been sent successfully.',
  failed: 'Sending failed. Please try again!',
  invalid: 'The message was not sent. Please correct the fields marked below.',
} as const;

export const CONTACT_LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', message: 'Message' };

const MISSING: Record<ContactField, string> = {
  name: 'Enter your name.',
  email: 'Enter your email address.',
  message: 'Enter your message.',
};

/** One @, something before it, a dotted domain after it, no spaces: enough to catch typing slips. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The form's answer as the page shows it: what was typed, and what went wrong. */
export type ContactFormState =
  | { status: 'sent' }
  | { status: 'invalid'; values: ContactValues; errors: ContactErrors }
  | { status: 'failed'; values: ContactValues };

/** Text values of the three fields from any parsed body (anything else counts as empty). */
export function contactValues(input: unknown): ContactValues {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const text = (field: ContactField) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  return { name: text('name'), email: text('email'), message: text('message') };
}

/** What is wrong with each field, if anything (no keys when the values can be sent). */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (!value) errors[field] = MISSING[field];
    else if (value.length > CONTACT_MAX_LENGTH[field]) errors[field] = `Shorten your ${CONTACT_LABELS[field].toLowerCase()} to ${CONTACT_MAX_LENGTH[field]} characters or fewer (it has ${value.length}).`;
    else if (field === 'email' && !EMAIL_SHAPE.test(value)) errors.email = 'Enter an email address in the form name@example.com.';
  }
  return errors;
}

/** The JSON the worker answers the browser's fetch with. */
export type ContactResponse = { ok: true } | { ok: false; message: string; errors?: ContactErrors };
