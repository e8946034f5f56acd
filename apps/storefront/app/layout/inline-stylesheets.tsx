import { createContext, useContext } from 'react';

/** The text of a built stylesheet by URL; given by the server (entry.server.tsx) in production. */
export type StylesheetText = (href: string) => string | undefined;

export const StylesheetTextContext = createContext<StylesheetText | null>(null);

/** What the server inlined, read back from the document once so that hydration renders the same. */
let inlinedInDocument: Map<string, string> | null = null;

function textInDocument(href: string): string | undefined {
  if (!inlinedInDocument) {
    inlinedInDocument = new Map();
    for (const element of Array.from(document.querySelectorAll('style[data-href]'))) {
      inlinedInDocument.set(element.getAttribute('data-href') ?? '', element.textContent ?? '');
    }
  }
  return inlinedInDocument.get(href);
}

/**
 * The site-wide stylesheets, inlined into the document head when the server knows their text (a
 * production build), else linked. On a phone every linked stylesheet is a request that the first
 * paint waits for; inlined, the ~7 kB they weigh compressed arrive with the page.
 */
export function InlineStylesheets({ hrefs }: { hrefs: readonly string[] }) {
  const serverText = useContext(StylesheetTextContext);
  const textOf: StylesheetText = typeof document === 'undefined' ? (href) => serverText?.(href) : textInDocument;
  return (
    <>
      {hrefs.map((href) => {
        const text = textOf(href);
        // A stylesheet that could close the element early is linked instead (built CSS never does).
        return text === undefined || /<\/style/i.test(text) ? (
          <link key={href} rel="stylesheet" href={href} />
        ) : (
          <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
        );
      })}
    </>
  );
}
