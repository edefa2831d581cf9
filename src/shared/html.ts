/** Escapes text for HTML text and attribute values (also valid in XML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Reverses escapeHtml (numeric character references only), for plain-text uses of escaped values. */
export function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
