import { useMatches } from '@remix-run/react';
import type { ReactNode } from 'react';
import { pageLayoutOf, type PageLayout as LayoutChoice } from '@kori/shell';
import { DefaultLayout } from './default-layout';

/** The layout the deepest route asks for in `handle.layout`; `default` when none does. */
export function useLayoutChoice(): LayoutChoice {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const choice = pageLayoutOf(matches[index]?.handle);
    if (choice) return choice;
  }
  return 'default';
}

/** Wraps the page in the layout it chose: the default frame, nothing (`bare`) or its own component. */
export function PageLayout({ children, footerExtra }: { children: ReactNode; footerExtra?: ReactNode }) {
  const choice = useLayoutChoice();
  if (choice === 'bare') return <>{children}</>;
  if (choice === 'default') return <DefaultLayout footerExtra={footerExtra}>{children}</DefaultLayout>;
  const Own = choice;
  return <Own>{children}</Own>;
}
