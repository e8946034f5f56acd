import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { AnyMessages, SerializedMessages } from './catalogues';
import { readMessages } from './read-messages';

/** A page's catalogue (its locale's, compiled) and the address the browser loads the same catalogue from. */
export interface PageCatalogue {
  href: string;
  messages: AnyMessages;
}

const PageCatalogueContext = createContext<PageCatalogue | null>(null);

/**
 * Gives the page its catalogue: the server's render gets it from the catalogues it holds, the browser from
 * the catalogue file it loads before hydrating (`loadPageCatalogue`). Not loader data, so a page's HTML and
 * every revalidation stay free of the texts, and the browser keeps the file across pages.
 */
export function PageCatalogueProvider({ value, children }: { value: PageCatalogue | null; children?: ReactNode }) {
  return createElement(PageCatalogueContext.Provider, { value }, children);
}

export function usePageCatalogue(): PageCatalogue | null {
  return useContext(PageCatalogueContext);
}

/** Marks the head's link to the catalogue file, where the browser finds its address. */
const LINK_MARKER = 'data-kori-messages';

/** The document head's link to the page's catalogue: preloaded while the scripts load. */
export function PageCatalogueLink() {
  const page = usePageCatalogue();
  if (!page) return null;
  return createElement('link', { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: page.href, [LINK_MARKER]: '' });
}

/**
 * In the browser, before hydration: the catalogue the server's page links to, fetched (the preload answers)
 * and parsed. Rejects when the page has no link or the file cannot be loaded or read.
 */
export async function loadPageCatalogue(doc: Document, fetchFile: typeof fetch = fetch): Promise<PageCatalogue> {
  const href = doc.querySelector(`link[${LINK_MARKER}]`)?.getAttribute('href');
  if (!href) throw new Error('The page links no message catalogue');
  const response = await fetchFile(href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The message catalogue ${href} answered HTTP ${response.status}`);
  const messages = readMessages((await response.text()) as SerializedMessages);
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) throw new Error(`The message catalogue ${href} is not a catalogue`);
  return { href, messages };
}
