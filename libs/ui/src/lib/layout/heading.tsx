import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3;

/** A heading whose level follows the page outline it is placed in. */
export function Heading({ level, className, children }: { level: HeadingLevel; className?: string; children: ReactNode }) {
  return level === 2 ? <h2 className={className}>{children}</h2> : <h3 className={className}>{children}</h3>;
}
