/**
 * Icons from Lucide (ISC licence, the `lucide-static` package), inlined as SVG when the page is
 * rendered: no icon is ever fetched. Only the icons named here end up in the worker bundle.
 *
 * Each is imported from its own module: the package's entry points are a CommonJS file with every
 * icon (a megabyte of SVG) and an ES module that re-exports 1,900 modules, which every bundler
 * (wrangler's, the build's) would read to keep 17 of them.
 */
import AppWindow from 'lucide-static/dist/esm/icons/app-window.mjs';
import BookOpen from 'lucide-static/dist/esm/icons/book-open.mjs';
import Bot from 'lucide-static/dist/esm/icons/bot.mjs';
import Info from 'lucide-static/dist/esm/icons/info.mjs';
import Layers from 'lucide-static/dist/esm/icons/layers.mjs';
import LayoutTemplate from 'lucide-static/dist/esm/icons/layout-template.mjs';
import Lightbulb from 'lucide-static/dist/esm/icons/lightbulb.mjs';
import Monitor from 'lucide-static/dist/esm/icons/monitor.mjs';
import OctagonAlert from 'lucide-static/dist/esm/icons/octagon-alert.mjs';
import Pencil from 'lucide-static/dist/esm/icons/pencil.mjs';
import Plug from 'lucide-static/dist/esm/icons/plug.mjs';
import Shield from 'lucide-static/dist/esm/icons/shield.mjs';
import Smartphone from 'lucide-static/dist/esm/icons/smartphone.mjs';
import SquareCode from 'lucide-static/dist/esm/icons/square-code.mjs';
import Terminal from 'lucide-static/dist/esm/icons/terminal.mjs';
import TriangleAlert from 'lucide-static/dist/esm/icons/triangle-alert.mjs';
import Heart from 'lucide-static/dist/esm/icons/heart.mjs';

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
