/**
 * Allowlist sanitizer for sponsor HTML, built on HTMLRewriter: unknown tags are unwrapped,
 * active content is dropped with its content, and only safe attributes and URLs survive.
 */
const ALLOWED_TAGS: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  div: [], span: [], p: [], ul: [], ol: [], li: [], strong: [], em: [], b: [], i: [], small: [], br: [],
  h2: [], h3: [], h4: [], figure: [], figcaption: [],
};
const GLOBAL_ATTRIBUTES = ['class', 'title', 'style'];
/** Dropped together with everything inside them. */
const DROPPED_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'title', 'head', 'audio', 'video', 'canvas'];

function safeUrl(value: string): boolean {
  const v = value.trim().replace(/[\u0000-\u001f\s]+/g, '');
  if (v.startsWith('#') || (v.startsWith('/') && !v.startsWith('//'))) return true;
  return /^(https?:|mailto:)/i.test(v);
}

function safeStyle(value: string): boolean {
  return !/url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|\\/i.test(value);
}

export async function sanitizeHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (DROPPED_TAGS.includes(tag)) {
          el.remove();
          return;
        }
        const allowed = ALLOWED_TAGS[tag];
        if (!allowed) {
          el.removeAndKeepContent();
          return;
        }
        // HTMLRewriter yields [name, value] pairs (the DOM lib's Element type, merged in, says otherwise).
        for (const [name, value] of [...(el.attributes as unknown as Iterable<[string, string]>)]) {
          const keep =
            (allowed.includes(name) || GLOBAL_ATTRIBUTES.includes(name)) &&
            (name !== 'href' && name !== 'src' ? true : safeUrl(value)) &&
            (name !== 'style' || safeStyle(value));
          if (!keep) el.removeAttribute(name);
        }
        if (tag === 'a' && el.getAttribute('target')) el.setAttribute('rel', 'noopener noreferrer');
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove();
      },
      doctype() {
        /* dropped by returning nothing: doctype cannot appear in a fragment we emit */
      },
    });
  return rewriter.transform(new Response(html)).text();
}
