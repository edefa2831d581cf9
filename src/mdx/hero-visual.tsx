/**
 * A picture of the playground for the home page hero, drawn in HTML and CSS (the code block's
 * token colours, so it follows the colour mode): a small React component beside what it renders. It
 * must read as a picture, not as a playground that does nothing: no buttons, tabs or controls, a
 * caption that says so and leads to the live playground further down the page.
 */
const CODE: [cls: string, text: string][][] = [
  [['t-keyword', 'const'], ['', ' names = ['], ['t-string', "'React'"], ['', ', '], ['t-string', "'Vue'"], ['', ', '], ['t-string', "'Svelte'"], ['', '];']],
  [],
  [['t-keyword', 'export default function'], ['t-function', ' App'], ['', '() {']],
  [['t-keyword', '  return'], ['', ' (']],
  [['', '    <'], ['t-constant', 'ul'], ['', '>']],
  [['', '      {names.'], ['t-function', 'map'], ['', '(('], ['t-parameter', 'name'], ['', ') => (']],
  [['', '        <'], ['t-constant', 'li'], ['t-parameter', ' key'], ['', '={name}>Hello, {name}!</'], ['t-constant', 'li'], ['', '>']],
  [['', '      ))}']],
  [['', '    </'], ['t-constant', 'ul'], ['', '>']],
  [['', '  );']],
  [['', '}']],
];
/** What the code above renders: text only, so nothing in the picture passes for a control. */
const RESULT = ['React', 'Vue', 'Svelte'].map((name) => `Hello, ${name}!`);

export function HeroVisual() {
  return (
    <figure className="hero-figure">
      <div className="hero-visual" aria-hidden="true">
        <div className="mock-toolbar">
          <span className="mock-dot" />
          <span className="mock-dot" />
          <span className="mock-dot" />
          <span className="mock-title">JSX</span>
        </div>
        <div className="mock-body">
          <pre className="mock-code">
            {CODE.map((line, i) => (
              <span className="mock-line" key={i}>
                {line.map(([cls, text], j) => (cls ? <span className={cls} key={j}>{text}</span> : text))}
                {'\n'}
              </span>
            ))}
          </pre>
          <div className="mock-result">
            <span className="mock-result-label">Result</span>
            <ul className="mock-list">
              {RESULT.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <figcaption className="hero-caption">
        A picture of the playground: a React component and what it renders. <a href="#try-it-here">Try the live one below.</a>
      </figcaption>
    </figure>
  );
}
