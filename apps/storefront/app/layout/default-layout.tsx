import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CartOutcomeNotice } from '@kori/cart';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

/** The usual page frame: skip link, header with navigation (and a cart change's outcome without JavaScript), the page in <main>, footer. */
export function DefaultLayout({ children, footerExtra }: { children: ReactNode; footerExtra?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="kori-page">
      <a className="kori-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {intl.formatMessage({ id: 'shell.skipToContent' })}
      </a>
      <SiteHeader />
      <CartOutcomeNotice />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="kori-page__main">
        {children}
      </main>
      <SiteFooter extra={footerExtra} />
    </div>
  );
}
