import type { ReactNode } from 'react';
import { NarrowPage } from '@kori/ui';
import { AccountNav } from './account-nav';

export interface AccountPageProps {
  /** The page's heading (its only h1). */
  heading: ReactNode;
  /** The page's own class names. */
  className?: string;
  children?: ReactNode;
}

/** The frame of a signed-in account page: a narrow column with the heading, the account's sections, then the page. */
export function AccountPage({ heading, className, children }: AccountPageProps) {
  return (
    <NarrowPage heading={heading} className={className}>
      <AccountNav />
      {children}
    </NarrowPage>
  );
}
