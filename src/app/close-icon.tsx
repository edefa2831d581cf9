/**
 * The "×" of close buttons, drawn as SVG rather than typed as a character: a glyph would take the
 * button's font (each new font a browser opens costs the first layout a lookup) and its shape and
 * size would differ between systems.
 */
export function CloseIcon({ size = 24 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
