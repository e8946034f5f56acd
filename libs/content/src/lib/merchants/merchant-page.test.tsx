import { screen, within } from '@testing-library/react';
import { contentLoaderDataFixture, merchantFixture } from '../../testing';
import type { MerchantLoaderData } from '../pages/content-data';
import { languageOfLocale, type Locale, type Region } from '@kori/i18n';
import { renderRoute, renderView } from '@kori/shell/testing';
import type { ComponentProps } from 'react';
import { contentText } from '../texts/content-texts';
import { MerchantPage, MerchantPageView } from './merchant-page';

const twoMerchants = [
  merchantFixture(),
  merchantFixture({
    id: 'hintahaukka',
    name: 'Hintahaukka Oy',
    title: 'Hintahaukka',
    websiteUrl: 'https://hintahaukka.example/',
    rating: null,
    deliveryTerms: {
      deliveryCost: { price: '1234.50', currency: 'EUR' },
      freeDeliveryThreshold: null,
      deliveryTypes: ['STORE_PICKUP'],
      deliveryDays: 1,
    },
  }),
];

/** The merchant page's view in the locale's language (English in Finland unless told), as of 16 Nov 2026. */
function renderMerchantPage(
  merchants: ComponentProps<typeof MerchantPageView>['merchants'],
  { region = 'FI', locale = 'en-FI' }: { region?: Region; locale?: Locale } = {},
) {
  return renderView(
    <MerchantPageView document={contentText('merchant', languageOfLocale(locale))} lastUpdated="2026-11-16" region={region} merchants={merchants} />,
    { locale },
  );
}

describe('MerchantPageView', () => {
  it('lists the merchants in a captioned table with column and row headers', () => {
    renderMerchantPage(twoMerchants);

    expect(screen.getByRole('heading', { level: 1, name: 'Shops and delivery terms' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Shops delivering to Finland' });
    const table = within(list).getByRole('table', { name: 'Delivery terms of 2 shops delivering to Finland' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Shop',
      'Delivery cost',
      'Free delivery from',
      'Delivery time',
      'Delivery methods',
      'On time',
    ]);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first!.getByRole('rowheader')).toHaveTextContent('TekniikkatoriTekniikkatori Oy');
    expect(first!.getByRole('link', { name: 'Tekniikkatori' })).toHaveAttribute('href', 'https://tekniikkatori.example/');
    expect(first!.getByText('€4.90')).toBeInTheDocument();
    expect(first!.getByText('€50.00')).toBeInTheDocument();
    expect(first!.getByText('2 working days')).toBeInTheDocument();
    expect(first!.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home delivery', 'Pickup point']);
    // en-FI formats percentages the Finnish way, with a space before the sign.
    expect(first!.getByText('96 %')).toBeInTheDocument();

    expect(second!.getByText('€1,234.50')).toBeInTheDocument();
    expect(second!.getByText('Not offered')).toBeInTheDocument();
    expect(second!.getByText('1 working day')).toBeInTheDocument();
    expect(second!.getByText('Collect from shop')).toBeInTheDocument();
    expect(second!.getByText('Not rated yet')).toBeInTheDocument();
  });

  it('formats money in the shopper locale with the currency the API gave (Swedish kronor)', () => {
    const { container } = renderMerchantPage(
      [
        merchantFixture({
          id: 'prisfyndet',
          title: 'Prisfyndet',
          name: 'Prisfyndet AB',
          currency: 'SEK',
          deliveryTerms: {
            deliveryCost: { price: '49.00', currency: 'SEK' },
            freeDeliveryThreshold: { price: '1500.00', currency: 'SEK' },
            deliveryTypes: ['HOME_DELIVERY'],
            deliveryDays: 3,
          },
        }),
      ],
      { region: 'SE', locale: 'sv-SE' },
    );
    const table = screen.getByRole('table', { name: 'Leveransvillkor för 1 butik som levererar till Sverige' });
    const amounts = [...table.querySelectorAll('data')];
    expect(amounts.map((amount) => amount.getAttribute('value'))).toEqual(['49.00', '1500.00']);
    // Swedish style: decimal comma, space-grouped thousands, "kr" after; Intl uses no-break spaces.
    expect(amounts[0]?.textContent).toMatch(/^49,00[\u00a0\u202f]kr$/);
    expect(amounts[1]?.textContent).toMatch(/^1[\u00a0\u202f]500,00[\u00a0\u202f]kr$/);
    expect(within(table).getByText('3 arbetsdagar')).toBeInTheDocument();
    expect(container.querySelector('h2#merchants-heading')).toHaveTextContent('Butiker som levererar till Sverige');
  });

  it('says delivery is free when the merchant never charges for it', () => {
    renderMerchantPage(
      [merchantFixture({ deliveryTerms: { ...merchantFixture().deliveryTerms, deliveryCost: { price: '0.00', currency: 'EUR' } } })],
      { locale: 'fi-FI' },
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Ilmainen')).toBeInTheDocument();
    expect(within(row).getByText('Kaikki tilaukset')).toBeInTheDocument();
  });

  it('links a merchant only when its address is a web address', () => {
    renderMerchantPage([merchantFixture({ websiteUrl: 'javascript:alert(1)' })]);
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Tekniikkatori');
  });

  it('shows an empty state, not a table, when no merchant delivers to the region', () => {
    renderMerchantPage([], { region: 'NL', locale: 'nl-NL' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Er zijn op dit moment geen winkels die leveren in Nederland. Kijk later nog eens.')).toBeInTheDocument();
    // The explanation of the ranking is there regardless.
    expect(screen.getByRole('heading', { level: 2, name: 'Zo worden aanbiedingen gerangschikt' })).toBeInTheDocument();
  });

  it('says the list is unavailable when it could not be loaded', () => {
    renderMerchantPage(null);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('The list of shops cannot be shown right now. Please try again in a moment.')).toBeInTheDocument();
  });

  it('puts the merchant list first in the table of contents, followed by how offers are ranked', () => {
    renderMerchantPage([], { region: 'NL' });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '#merchants');
    expect(links[0]).toHaveTextContent('Shops delivering to the Netherlands');
    expect(links[1]).toHaveAttribute('href', '#ranking');
    expect(links[1]).toHaveTextContent('How offers are ranked');
  });
});

describe('MerchantPage route component', () => {
  it('renders the merchants from its loader data', async () => {
    const data: MerchantLoaderData = { ...contentLoaderDataFixture('merchant', 'en'), region: 'FI', merchants: twoMerchants };
    renderRoute(<MerchantPage />, data, { path: '/merchant' });
    expect(await screen.findByRole('link', { name: 'Hintahaukka' })).toHaveAttribute('href', 'https://hintahaukka.example/');
  });
});
