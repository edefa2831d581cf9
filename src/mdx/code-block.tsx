
export interface CodeBlockProps {
  /** Highlighted tokens as HTML, produced at build time (build/mdx/code-block-data.ts). */
  html: string;
  language: string;
  title?: string;
  /** Playground URL pre-filled with this code, when the code runs in LiveCodes (build/mdx/playground-links.ts). */
  openUrl?: string;
}

/** Languages that get no label in the title bar: the label would say nothing. */
const UNLABELLED = new Set(['text', 'txt', 'plaintext']);

/**
 * A highlighted code block with a title bar (its title, else its language) that holds the copy
 * button and 'Open in LiveCodes', so they never cover code; long lines scroll, or wrap at the
 * reader's wish. The buttons work through src/behaviors/copy-code.ts and code-wrap.ts.
 */
export function CodeBlock({ html, language, title, openUrl }: CodeBlockProps) {
  const label = title ?? (UNLABELLED.has(language) ? '' : language);
  return (
    <div className="code-block" data-language={language}>
      <div className="code-block-bar">
        <span className={title ? 'code-block-title' : 'code-block-language'}>{label}</span>
        <div className="code-actions">
          {/* Shown when a line is too long for the block (src/behaviors/code-wrap.ts). */}
          <button type="button" className="code-action code-wrap" aria-pressed="false" title="Wrap long lines">
            Wrap
          </button>
          {openUrl && (
            <a className="code-action code-open" href={openUrl} target="_blank" rel="noopener noreferrer" title="Open this code in LiveCodes (new tab)">
              Open in LiveCodes <span aria-hidden="true">↗</span>
            </a>
          )}
          <button type="button" className="code-action code-copy" aria-label="Copy code to clipboard">
            Copy
          </button>
        </div>
      </div>
      <pre className="shiki" tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
