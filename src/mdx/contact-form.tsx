/**
 * The contact form. It is a plain HTML form that works without JavaScript (the worker answers its
 * post with this page again); src/behaviors/contact-form.ts sends it with fetch instead when the app
 * has loaded. When the worker answers a post, ContactFormContext carries the outcome and what was typed.
 */
import { createContext, use } from 'react';
import { CONTACT_ENDPOINT, CONTACT_FORM_ID, CONTACT_LABELS, CONTACT_MAX_LENGTH, CONTACT_TEXT, type ContactErrors, type ContactField, type ContactFormState, type ContactValues } from '../shared/contact.ts';

export const ContactFormContext = createContext<ContactFormState | null>(null);

const EMPTY: ContactValues = { name: '', email: '', message: '' };

function Field({ field, value, error }: { field: ContactField; value: string; error?: string }) {
  const id = `contact-${field}`;
  const attributes = {
    id,
    name: field,
    required: true,
    maxLength: CONTACT_MAX_LENGTH[field],
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-error`,
  };
  return (
    <div className="contact-field">
      <label htmlFor={id}>
        {CONTACT_LABELS[field]}
        <span className="contact-required" aria-hidden="true"> *</span>
      </label>
      {field === 'message' ? <textarea rows={6} {...attributes} /> : <input type={field === 'email' ? 'email' : 'text'} autoComplete={field} {...attributes} />}
      <p id={`${id}-error`} className="contact-field-error" data-contact-error={field} hidden={!error}>
        {error}
      </p>
    </div>
  );
}

export function ContactForm() {
  const state = use(ContactFormContext);
  const values = state && state.status !== 'sent' ? state.values : EMPTY;
  const errors: ContactErrors = state?.status === 'invalid' ? state.errors : {};
  const problem = state?.status === 'failed' ? CONTACT_TEXT.failed : state?.status === 'invalid' ? CONTACT_TEXT.invalid : null;
  return (
    <div className="contact-form" id={CONTACT_FORM_ID} data-contact-form="">
      {/* Announces the outcome; the behaviour moves focus here once the form has been sent or has failed. */}
      <div className="contact-status" role="status" aria-live="polite" tabIndex={-1} data-contact-status="">
        {state?.status === 'sent' ? (
          <>
            <h3 className="contact-sent-title">{CONTACT_TEXT.sentTitle}</h3>
            <p>{CONTACT_TEXT.sent}</p>
          </>
        ) : (
          problem && <p className="contact-problem">{problem}</p>
        )}
      </div>
      {state?.status !== 'sent' && (
        // noValidate: the same checks run in the behaviour and in the worker, with the same messages.
        <form method="post" action={`${CONTACT_ENDPOINT}#${CONTACT_FORM_ID}`} noValidate>
          <p className="contact-note">{CONTACT_TEXT.required}</p>
          <Field field="name" value={values.name} error={errors.name} />
          <Field field="email" value={values.email} error={errors.email} />
          <Field field="message" value={values.message} error={errors.message} />
          <button type="submit" className="button button-primary">
            {CONTACT_TEXT.send}
          </button>
        </form>
      )}
    </div>
  );
}
