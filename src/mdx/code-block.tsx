import { useRef, useState } from 'react';

export interface CodeBlockProps {
  /** Highlighted tokens as HTML, produced at build time (build/mdx/rehype-code-html.ts). */
  html: string;
  language: string;
  title?: string;
}

/** A highlighted code block with an optional title and a copy button; long lines scroll. */
export function CodeBlock({ html, language, title }: CodeBlockProps) {
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
        <button type="button" className="code-copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
