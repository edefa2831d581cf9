/**
 * A drawing of the playground in one display mode, shown in place of a <LiveCodes> embed until the
 * live playground replaces it (and instead of it where the app cannot be reached). A schematic, not
 * a screenshot: which parts each mode shows follows the v47 app (`showMode` and `configureModes` in
 * its core.ts: toolbar, editors and result per mode, the tools pane's console, the result mode's
 * drawer), the editor titles and the result those of the React starter template the examples use.
 * Colours come from the theme, so it follows the colour mode.
 */
import type { Config } from 'livecodes';

export type DisplayMode = NonNullable<Config['mode']>;

const W = 640;
const H = 360;
const BAR = 34;
const TOOLS = 26;

/** What the drawing shows, in words, for screen readers. */
const DESCRIPTIONS: Record<DisplayMode, string> = {
  full: 'the toolbar with the menu, the logo, the editor titles and the Run, Share and Result buttons; the code editor with its tool buttons beside the result page; the tools pane under the result',
  focus: 'the editor titles with the Run and Share buttons; the code editor beside the result page; the console under the result',
  simple: 'one editor above the result page, with the console under it',
  lite: 'the editor titles; a light code editor beside the result page; no tools pane',
  editor: 'the toolbar and the code editor across the whole width; no result page and no Run or Result button',
  codeblock: 'the code alone, read-only, with a Copy button',
  result: 'the result page alone, with a drawer along its bottom that links to LiveCodes',
};

const TITLES = ['HTML', 'CSS', 'React'];

/** Code lines: indentation and length, in characters (the shape of the React starter's script). */
const LINES: [number, number][] = [
  [0, 30], [0, 0], [0, 24], [2, 34], [2, 8], [4, 26], [6, 24], [6, 30], [6, 28], [6, 36], [4, 6], [2, 2], [0, 1], [0, 0], [0, 32], [2, 30], [0, 1],
];

function Code({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const step = 16;
  const ch = 7.2;
  const rows = LINES.slice(0, Math.max(0, Math.floor((h - 16) / step)));
  return (
    <g>
      <rect className="dm-editor" x={x} y={y} width={w} height={h} />
      {rows.map(([indent, length], i) =>
        length === 0 ? null : (
          <rect
            key={i}
            className={i % 4 === 0 ? 'dm-line dm-line-key' : 'dm-line'}
            x={x + 14 + indent * ch}
            y={y + 12 + i * step}
            width={Math.min(length * ch, w - 28 - indent * ch)}
            height={7}
            rx={3}
          />
        ),
      )}
    </g>
  );
}

function Result({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const cx = x + w / 2;
  // The starter's page: its heading, logo, a line of text and a button; in a short pane, the first two.
  const full = h >= 180;
  const top = y + Math.max(14, h / 2 - (full ? 80 : 50));
  return (
    <g>
      <rect className="dm-result" x={x} y={y} width={w} height={h} />
      <text className="dm-label" x={x + w - 10} y={y + 18} textAnchor="end">
        Result
      </text>
      <text className="dm-heading" x={cx} y={top + 24} textAnchor="middle">
        Hello, React!
      </text>
      <circle className="dm-logo" cx={cx} cy={top + 62} r={22} />
      {full && (
        <>
          <rect className="dm-line" x={cx - 70} y={top + 100} width={140} height={7} rx={3} />
          <rect className="dm-outline" x={cx - 36} y={top + 120} width={72} height={22} rx={4} />
        </>
      )}
    </g>
  );
}

function Toolbar({ titles, menu, buttons }: { titles: string[]; menu: boolean; buttons: number }) {
  let x = menu ? 74 : 12;
  return (
    <g>
      <rect className="dm-bar" x={0} y={0} width={W} height={BAR} />
      {menu && (
        <>
          <path className="dm-stroke" d="M14 11h16M14 17h16M14 23h16" />
          <rect className="dm-logo" x={40} y={8} width={18} height={18} rx={4} />
        </>
      )}
      {titles.map((title, i) => {
        const width = title.length * 8 + 20;
        const tab = (
          <g key={title}>
            {i === titles.length - 1 && <rect className="dm-editor" x={x} y={6} width={width} height={BAR - 6} rx={4} />}
            <text className="dm-tab" x={x + width / 2} y={23} textAnchor="middle">
              {title}
            </text>
          </g>
        );
        x += width + 4;
        return tab;
      })}
      {Array.from({ length: buttons }, (_, i) => (
        <rect key={i} className="dm-outline" x={W - 36 - i * 30} y={8} width={22} height={18} rx={4} />
      ))}
    </g>
  );
}

function ToolsPane({ x, y, w, tabs }: { x: number; y: number; w: number; tabs: string[] }) {
  return (
    <g>
      <rect className="dm-bar" x={x} y={y} width={w} height={TOOLS} />
      {tabs.map((tab, i) => (
        <text key={tab} className="dm-label" x={x + 12 + i * 86} y={y + 18}>
          {tab}
        </text>
      ))}
    </g>
  );
}

function EditorTools({ x, y, w, buttons }: { x: number; y: number; w: number; buttons: number }) {
  return (
    <g>
      <rect className="dm-bar" x={x} y={y} width={w} height={TOOLS} />
      {Array.from({ length: buttons }, (_, i) => (
        <rect key={i} className="dm-outline" x={x + 10 + i * 24} y={y + 6} width={14} height={14} rx={3} />
      ))}
    </g>
  );
}

function Parts({ mode, layout }: { mode: DisplayMode; layout?: Config['layout'] }) {
  const body = H - BAR;
  switch (mode) {
    case 'codeblock':
      return (
        <>
          <Code x={0} y={0} w={W} h={H} />
          <rect className="dm-outline" x={W - 62} y={10} width={50} height={22} rx={4} />
          <text className="dm-label" x={W - 37} y={25} textAnchor="middle">
            Copy
          </text>
        </>
      );
    case 'result':
      return (
        <>
          <Result x={0} y={0} w={W} h={H - 40} />
          <rect className="dm-bar" x={0} y={H - 40} width={W} height={40} />
          <rect className="dm-logo" x={14} y={H - 30} width={20} height={20} rx={4} />
          <text className="dm-tab" x={44} y={H - 15}>
            Edit on LiveCodes ↗
          </text>
          <path className="dm-stroke" d={`M${W - 26} ${H - 26}l10 10M${W - 16} ${H - 26}l-10 10`} />
        </>
      );
    case 'editor':
      return (
        <>
          <Toolbar titles={TITLES} menu buttons={1} />
          <Code x={0} y={BAR} w={W} h={body - TOOLS} />
          <EditorTools x={0} y={H - TOOLS} w={W} buttons={6} />
        </>
      );
    case 'simple': {
      const vertical = layout === 'vertical';
      const editorH = vertical ? (body - TOOLS) / 2 : body;
      return (
        <>
          <Toolbar titles={['React']} menu={false} buttons={0} />
          <Code x={0} y={BAR} w={vertical ? W : W / 2} h={editorH} />
          <Result x={vertical ? 0 : W / 2} y={vertical ? BAR + editorH : BAR} w={vertical ? W : W / 2} h={vertical ? editorH : body - TOOLS} />
          <ToolsPane x={vertical ? 0 : W / 2} y={H - TOOLS} w={vertical ? W : W / 2} tabs={['Console']} />
        </>
      );
    }
    case 'lite':
      return (
        <>
          <Toolbar titles={TITLES} menu={false} buttons={0} />
          <Code x={0} y={BAR} w={W / 2} h={body} />
          <Result x={W / 2} y={BAR} w={W / 2} h={body} />
        </>
      );
    case 'focus':
      return (
        <>
          <Toolbar titles={TITLES} menu={false} buttons={2} />
          <Code x={0} y={BAR} w={W / 2} h={body - TOOLS} />
          <EditorTools x={0} y={H - TOOLS} w={W / 2} buttons={1} />
          <Result x={W / 2} y={BAR} w={W / 2} h={body - TOOLS} />
          <ToolsPane x={W / 2} y={H - TOOLS} w={W / 2} tabs={['Console']} />
        </>
      );
    default:
      return (
        <>
          <Toolbar titles={TITLES} menu buttons={3} />
          <Code x={0} y={BAR} w={W / 2} h={body - TOOLS} />
          <EditorTools x={0} y={H - TOOLS} w={W / 2} buttons={6} />
          <Result x={W / 2} y={BAR} w={W / 2} h={body - TOOLS} />
          <ToolsPane x={W / 2} y={H - TOOLS} w={W / 2} tabs={['Console', 'Compiled', 'Tests']} />
        </>
      );
  }
}

export function DisplayModePicture({ mode, layout }: { mode: DisplayMode; layout?: Config['layout'] }) {
  return (
    <svg className="display-mode-picture" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Drawing of ${mode} mode: ${DESCRIPTIONS[mode]}.`}>
      <Parts mode={mode} layout={layout} />
      <rect className="dm-frame" x={0.5} y={0.5} width={W - 1} height={H - 1} rx={6} />
    </svg>
  );
}
