import type { MessageCatalogues } from './catalogues';

/** Small catalogues for this lib's own tests, which test the machinery, not the storefront's texts. */
export const fixtureCatalogues: MessageCatalogues = {
  en: {
    'nav.deals': 'Deals',
    'shell.siteName': 'Kori',
    'shell.notification.close': 'Close notification',
    'catalog.category.offerCount': '{count, plural, =0 {No offers} one {# offer} other {# offers}}',
    'catalog.category.metaDescription': 'Compare prices for {count, plural, one {# product} other {# products}} in {category}.',
  },
  fi: {
    'nav.deals': 'Tarjoukset',
    'shell.siteName': 'Kori',
    'shell.notification.close': 'Sulje ilmoitus',
    'catalog.category.offerCount': '{count, plural, =0 {Ei hintoja} one {# hinta} other {# hintaa}}',
    'catalog.category.metaDescription': 'Vertaa hintoja: {count, plural, one {# tuote} other {# tuotetta}} kategoriassa {category}.',
  },
  sv: {
    'nav.deals': 'Erbjudanden',
    'shell.siteName': 'Kori',
    'shell.notification.close': 'Stäng avisering',
    'catalog.category.offerCount': '{count, plural, =0 {Inga erbjudanden} one {# erbjudande} other {# erbjudanden}}',
    'catalog.category.metaDescription': 'Jämför priser på {count, plural, one {# produkt} other {# produkter}} i kategorin {category}.',
  },
  nl: {
    'nav.deals': 'Aanbiedingen',
    'shell.siteName': 'Kori',
    'shell.notification.close': 'Melding sluiten',
    'catalog.category.offerCount': '{count, plural, =0 {Geen aanbiedingen} one {# aanbieding} other {# aanbiedingen}}',
    'catalog.category.metaDescription': 'Vergelijk prijzen van {count, plural, one {# product} other {# producten}} in {category}.',
  },
};

