/**
 * A picture of the playground for the home page hero, drawn in HTML and CSS (the code block's
 * token colours, so it follows the colour mode): a small React app beside its result. It must read
 * as a picture, not as a playground that does nothing: no buttons or tabs of the app's, a caption
 * that says so and leads to the live playground further down the page.
 */
const CODE: [cls: string, text: string][][] = [
  [['t-keyword', 'import'], ['', ' { useState } '], ['t-keyword', 'from'], ['t-string', " 'react'"], ['', ';']],
  [],
  [['t-keyword', 'export default function'], ['t-function', ' App'], ['', '() {']],
  [['t-keyword', '  const'], ['', ' [count, setCount] = '], ['t-function', 'useState'], ['', '('], ['t-constant', '0'], ['', ');']],
  [['t-keyword', '  const'], ['t-function', ' add'], ['', ' = () => '], ['t-function', 'setCount'], ['', '(count + '], ['t-constant', '1'], ['', ');']],
  [['t-keyword', '  return'], ['', ' (']],
  [['', '    <'], ['t-constant', 'button'], ['t-parameter', ' onClick'], ['', '={add}>']],
  [['', '      Clicked {count} times']],
  [['', '    </'], ['t-constant', 'button'], ['', '>']],
  [['', '  );']],
  [['', '}']],
];

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
            <span className="mock-button">Clicked 3 times</span>
          </div>
        </div>
      </div>
      <figcaption className="hero-caption">
        A picture of the playground: a React component and its result. <a href="#try-it-here">Try the live one below.</a>
      </figcaption>
    </figure>
  );
}
