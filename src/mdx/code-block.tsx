import { useRef, useState, type HTMLAttributes } from 'react';

type PreProps = HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-language'?: string };

/** Highlighted code from the build (shiki), with an optional title and a copy button. */
export function CodeBlock({ 'data-title': title, 'data-language': language, children, ...rest }: PreProps) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = pre.current?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(text);
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
        <pre ref={pre} {...rest}>
          {children}
        </pre>
        <button type="button" className="code-copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
