import { useRef, useState } from 'react';
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

/** A highlighted code block with an optional title, a copy button and 'Open in LiveCodes'; long lines scroll. */
export function CodeBlock({ html, language, title, openUrl }: CodeBlockProps) {
  const { playgroundUrl } = useShell();
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.current?.innerText ?? '');
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="code-block" data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      <div className="code-block-body">
        <pre className="shiki" tabIndex={0}>
          <code ref={code} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className="code-actions">
          {openUrl && (
            <a className="code-action code-open" href={rebasePlaygroundUrl(openUrl, playgroundUrl)} target="_blank" rel="noopener noreferrer" title="Open this code in LiveCodes (new tab)">
              Open in LiveCodes <span aria-hidden="true">↗</span>
            </a>
          )}
          <button type="button" className="code-action code-copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      </div>
    </div>
  );
}
