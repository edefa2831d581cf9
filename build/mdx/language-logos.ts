/**
 * The language logos of the home page: Simple Icons (CC0, the `simple-icons` package), read at
 * build time so the page carries the SVG paths and nothing is fetched. Each logo keeps its brand
 * colour where that colour stands out from the page (3:1, as for any meaningful graphic), and is
 * drawn in the text colour of that colour mode where it would not.
 */
import { siAstro, siCoffeescript, siCplusplus, siCss, siGo, siHtml5, siJavascript, siJulia, siLess, siLua, siMarkdown, siMdx, siPhp, siPostgresql, siPython, siR, siReact, siRuby, siSass, siSolid, siSvelte, siTailwindcss, siTypescript, siVuedotjs, type SimpleIcon } from 'simple-icons';
import { getLanguage } from '../../content/data/languages.ts';

/** Language page slug -> its logo, in the order shown. */
const LOGOS: [slug: string, icon: SimpleIcon][] = [
  ['html', siHtml5],
  ['css', siCss],
  ['javascript', siJavascript],
  ['typescript', siTypescript],
  ['react', siReact],
  ['vue', siVuedotjs],
  ['svelte', siSvelte],
  ['solid', siSolid],
  ['astro', siAstro],
  ['tailwindcss', siTailwindcss],
  ['sass', siSass],
  ['less', siLess],
  ['markdown', siMarkdown],
  ['mdx', siMdx],
  ['python', siPython],
  ['go', siGo],
  ['ruby', siRuby],
  ['php', siPhp],
  ['cpp', siCplusplus],
  ['lua', siLua],
  ['r', siR],
  ['julia', siJulia],
  ['postgresql', siPostgresql],
  ['coffeescript', siCoffeescript],
];

/** The page backgrounds of the two colour modes (src/styles/main.css: --bg). */
const PAGE = { light: 'ffffff', dark: '16181d' };

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

export interface LanguageLogo {
  slug: string;
  title: string;
  path: string;
  color: string;
  /** The colour modes where the brand colour would not stand out, so the logo takes the text colour. */
  plainIn: ('light' | 'dark')[];
}

export function languageLogos(): LanguageLogo[] {
  return LOGOS.map(([slug, icon]) => ({
    slug,
    // The short name ('Go', not 'Go (Golang)'): it sits under a logo in a narrow tile.
    title: getLanguage(slug).title.replace(/ \(.*\)$/, ''),
    path: icon.path,
    color: `#${icon.hex}`,
    plainIn: (['light', 'dark'] as const).filter((mode) => contrast(icon.hex, PAGE[mode]) < 3),
  }));
}
