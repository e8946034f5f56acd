import { Link, NavLink, useLocation } from '@remix-run/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AccountLink } from '@kori/auth';
import { CartButton } from '@kori/cart';
import { SiteSearch } from '@kori/search';
import { closeMenuAtom, closeSearchAtom, Container, navBarAtom, toggleMenuAtom, toggleSearchAtom } from '@kori/ui';

const MENU_ID = 'kori-main-menu';
const SEARCH_ID = 'kori-site-search';

interface HeaderToggleProps {
  open: boolean;
  /** Id of the panel the button opens and closes. */
  controls: string;
  onToggle(): void;
  className?: string;
  children: ReactNode;
}

/** A header button that opens and closes a panel; shown only with JavaScript (without it the panel is always open). */
function HeaderToggle({ open, controls, onToggle, className, children }: HeaderToggleProps) {
  return (
    <button
      type="button"
      className={className ? `kori-site-header__toggle ${className} kori-js-only` : 'kori-site-header__toggle kori-js-only'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

/**
 * Site header: logo, main links, search toggle, mobile menu toggle (navigation bar state from @kori/ui) and the cart button.
 * Before hydration the links and the search form are simply shown, so everything works without JavaScript;
 * the toggles appear once the page is interactive (see shell.css: the `scripting` media feature). Toggle labels stay
 * the same; aria-expanded tells whether their panel is open.
 */
export function SiteHeader() {
  const intl = useIntl();
  const { menuOpen, searchOpen } = useAtomValue(navBarAtom);
  const toggleMenu = useSetAtom(toggleMenuAtom);
  const toggleSearch = useSetAtom(toggleSearchAtom);
  const closeMenu = useSetAtom(closeMenuAtom);
  const closeSearch = useSetAtom(closeSearchAtom);
  const { pathname } = useLocation();

  // A followed link closes the mobile menu and the search panel.
  useEffect(() => {
    closeMenu();
    closeSearch();
  }, [pathname, closeMenu, closeSearch]);

  return (
    <header className="kori-site-header">
      <Container className="kori-site-header__bar">
        <Link to="/" className="kori-site-header__logo" aria-label={intl.formatMessage({ id: 'nav.home' })}>
          {intl.formatMessage({ id: 'shell.siteName' })}
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className="kori-site-header__nav">
          <HeaderToggle open={menuOpen} controls={MENU_ID} onToggle={() => toggleMenu()} className="kori-site-header__menu-toggle">
            {intl.formatMessage({ id: 'nav.menu' })}
          </HeaderToggle>
          <ul id={MENU_ID} className="kori-site-header__links" data-open={menuOpen}>
            <li>
              <NavLink to="/deals">{intl.formatMessage({ id: 'nav.deals' })}</NavLink>
            </li>
            <li>
              <NavLink to="/all-products">{intl.formatMessage({ id: 'nav.allProducts' })}</NavLink>
            </li>
            <li>
              <AccountLink />
            </li>
          </ul>
        </nav>
        <HeaderToggle open={searchOpen} controls={SEARCH_ID} onToggle={() => toggleSearch()}>
          {intl.formatMessage({ id: 'nav.search' })}
        </HeaderToggle>
        <CartButton />
      </Container>
      <div id={SEARCH_ID} className="kori-site-search" data-open={searchOpen}>
        <Container>
          <SiteSearch />
        </Container>
      </div>
    </header>
  );
}
