import { useShell } from '../app/shell-context.tsx';
import { rebasePlaygroundUrl } from '../shared/playground-url.ts';

export interface CodeBlockProps {
  /** Highlighted tokens as HTML, produced at build time (build/mdx/rehype-code-html.ts). */
  html: string;
  language: string;
  title?: string;
  /** Playground URL pre-filled with this code, when the code runs in LiveCodes (build/mdx/playground-links.ts). */
  openUrl?: string;
}

/**
 * A highlighted code block with an optional title, a copy button and 'Open in LiveCodes'; long
 * lines scroll. The copy button works through src/behaviors/copy-code.ts.
 */
export function CodeBlock({ html, language, title, openUrl }: CodeBlockProps) {
  const { playgroundUrl } = useShell();
  return (
    <div className="code-block" data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      <div className="code-block-body">
        <pre className="shiki" tabIndex={0}>
          <code dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className="code-actions">
          {openUrl && (
            <a className="code-action code-open" href={rebasePlaygroundUrl(openUrl, playgroundUrl)} target="_blank" rel="noopener noreferrer" title="Open this code in LiveCodes (new tab)">
              Open in LiveCodes <span aria-hidden="true">↗</span>
            </a>
          )}
          <button type="button" className="code-action code-copy" aria-label="Copy code to clipboard">
            Copy
          </button>
        </div>
      </div>
    </div>
  );
}
