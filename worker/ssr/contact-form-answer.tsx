/**
 * The contact page as the answer to its form's post without JavaScript: the build's body, with the
 * form rendered again to show the outcome and keep what was typed. The form renders the same with
 * no outcome as the build rendered it, so that render is what is replaced.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactForm, ContactFormContext } from '../../src/mdx/contact-form.tsx';
import type { ContactFormState } from '../../src/shared/contact.ts';

const renderForm = (state: ContactFormState | null) =>
  renderToStaticMarkup(
    <ContactFormContext value={state}>
      <ContactForm />
    </ContactFormContext>,
  );

/** `body` (the contact page's) with the form showing `state`; throws if the body holds no form as the build renders it. */
export function withContactFormState(body: string, state: ContactFormState): string {
  const blank = renderForm(null);
  const at = body.indexOf(blank);
  if (at < 0) throw new Error('the contact page has no contact form to answer with');
  return body.slice(0, at) + renderForm(state) + body.slice(at + blank.length);
}
