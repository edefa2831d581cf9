import type { LanguageLogo } from '../../build/mdx/language-logos.ts';

/**
 * The home page's row of language logos, each a link to its language page. The logos come as
 * props filled in at build time (build/mdx/language-logos.ts); the brand colour is an SVG
 * attribute (not an inline style), and main.css swaps it for the text colour where it is too faint.
 */
export function LanguageLogos({ logos = [] }: { logos?: LanguageLogo[] }) {
  return (
    <ul className="language-logos">
      {logos.map((logo) => (
        <li key={logo.slug}>
          <a href={`/docs/languages/${logo.slug}`} className={logo.plainIn.map((mode) => `logo-plain-${mode}`).join(' ') || undefined}>
            <svg viewBox="0 0 24 24" width="32" height="32" fill={logo.color} aria-hidden="true">
              <path d={logo.path} />
            </svg>
            <span>{logo.title}</span>
            {/* A bare 'Go' reads as a generic link text ('go', like 'here' or 'more') to tools and to some listeners. */}
            <span className="visually-hidden"> language page</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
