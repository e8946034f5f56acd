import type { ReactNode } from 'react';

export interface PageMessageProps {
  /** The page's heading (its h1). */
  heading: ReactNode;
  /** The paragraph that says what the heading means. */
  text: ReactNode;
  /** The paragraph's class names (a page's lead style, for example). */
  textClassName?: string;
  /**
   * How the block is announced: `alert` for a failure, `status` for a state the shopper waits on; with
   * `live` the block is announced politely when it changes. Without either the heading and text stand
   * in the page as they are.
   */
  role?: 'alert' | 'status';
  live?: boolean;
  /** What follows the text inside the same block (links, forms). */
  children?: ReactNode;
}

/** A page's heading with one paragraph under it: a page introduction, or a status or failure message. */
export function PageMessage({ heading, text, textClassName, role, live, children }: PageMessageProps) {
  const content = (
    <>
      <h1>{heading}</h1>
      <p className={textClassName}>{text}</p>
      {children}
    </>
  );
  if (!role && !live) return content;
  return (
    <div role={role} aria-live={live ? 'polite' : undefined}>
      {content}
    </div>
  );
}
