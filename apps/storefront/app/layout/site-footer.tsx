import { Link } from '@remix-run/react';
import { useIntl } from 'react-intl';
import { Container } from '@kori/ui';
import { LanguageSwitcher } from './language-switcher';

const CONTENT_LINKS = [
  { to: '/about', id: 'shell.footer.about' },
  { to: '/help', id: 'shell.footer.help' },
  { to: '/merchant', id: 'shell.footer.merchants' },
  { to: '/privacy-statement', id: 'shell.footer.privacy' },
  { to: '/terms-and-conditions', id: 'shell.footer.terms' },
  { to: '/campaign-terms', id: 'shell.footer.campaignTerms' },
] as const;

/** Footer: links to the content pages, extra items (e.g. cookie settings) and the language switcher. */
export function SiteFooter({ extra }: { extra?: React.ReactNode }) {
  const intl = useIntl();
  return (
    <footer className="kori-site-footer">
      <Container className="kori-site-footer__inner">
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.label' })}>
          <ul className="kori-site-footer__links">
            {CONTENT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{intl.formatMessage({ id: link.id })}</Link>
              </li>
            ))}
            {extra ? <li>{extra}</li> : null}
          </ul>
        </nav>
        <LanguageSwitcher />
        <p className="kori-site-footer__copyright">
          {intl.formatMessage({ id: 'shell.footer.copyright' }, { year: new Date().getFullYear() })}
        </p>
      </Container>
    </footer>
  );
}
