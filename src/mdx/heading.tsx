import type { HTMLAttributes } from 'react';

type Level = 2 | 3 | 4 | 5 | 6;

/** Heading with a '#' anchor link shown on hover/focus (it only links; it copies nothing). */
export function heading(level: Level) {
  const Tag = `h${level}` as const;
  return function Heading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id && (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to this section`}>
            #
          </a>
        )}
      </Tag>
    );
  };
}
