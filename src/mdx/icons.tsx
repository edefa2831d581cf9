/**
 * Icons from Lucide (ISC licence, the `lucide-static` package), inlined as SVG when the page is
 * rendered: no icon is ever fetched. Only the icons named here end up in the worker bundle.
 */
import { AppWindow, BookOpen, Bot, Info, Layers, LayoutTemplate, Lightbulb, Monitor, OctagonAlert, Pencil, Plug, Shield, Smartphone, SquareCode, Terminal, TriangleAlert, Heart } from 'lucide-static';

const ICONS = {
  'app-window': AppWindow,
  'book-open': BookOpen,
  bot: Bot,
  heart: Heart,
  info: Info,
  layers: Layers,
  'layout-template': LayoutTemplate,
  lightbulb: Lightbulb,
  monitor: Monitor,
  'octagon-alert': OctagonAlert,
  pencil: Pencil,
  plug: Plug,
  shield: Shield,
  smartphone: Smartphone,
  'square-code': SquareCode,
  terminal: Terminal,
  'triangle-alert': TriangleAlert,
};

export type IconName = keyof typeof ICONS;

export const isIconName = (name: unknown): name is IconName => typeof name === 'string' && Object.hasOwn(ICONS, name);

/** Lucide's markup without its line breaks, comments and class names. */
const svgOf = (name: IconName) =>
  ICONS[name]
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+class="[^"]*"/, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim();

/** A decorative icon (hidden from assistive technology: the text beside it says what it means). */
export function Icon({ name, className = '' }: { name: IconName; className?: string }) {
  if (!isIconName(name)) throw new Error(`<Icon name="${String(name)}" />: no such icon; the icons are listed in src/mdx/icons.tsx`);
  return <span className={`icon ${className}`.trim()} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svgOf(name) }} />;
}
