import { link, ol, p, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const aboutEn: ContentDocument = {
  lead: [
    'Kori is a price comparison service and an online shop in one. Compare offers from many shops, put everything in one cart and pay once.',
  ],
  sections: [
    {
      id: 'what-we-do',
      heading: 'What Kori does',
      blocks: [
        p('Finding the best price usually means opening a dozen tabs, and buying from several shops means several checkouts, accounts and payment forms. Kori puts the offers of many shops on one page, ranked by what you actually pay, and lets you buy from all of them at once.'),
        p('When you check out, Kori places an order at each shop on your behalf and keeps the orders, invoices and shipments together under My orders, so you always know what is on its way.'),
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How it works',
      blocks: [
        ol(
          'Search or browse the categories and open a product.',
          'Compare the offers. They are ranked by total price to your country, delivery included.',
          'Add products from any shops to your cart.',
          'Check out once and pay by card, invoice or in instalments.',
          'Kori places the orders at the shops, and each shop delivers its own products.',
          'Follow your orders, invoices and parcels under My orders.',
        ),
      ],
    },
    {
      id: 'honest-prices',
      heading: 'Honest prices',
      blocks: [
        p(['We rank offers by the total price including delivery, never by who pays us the most. Next to a reduced price we show the lowest price of the previous 30 days, and we only call something a deal when it is clearly below that 30-day lowest price and below its 90-day average price. The exact rules are on the ', link('/merchant', 'merchants page'), '.']),
      ],
    },
    {
      id: 'where',
      heading: 'Where Kori works',
      blocks: [
        p('Kori serves shoppers in Finland, Sweden and the Netherlands, in Finnish, English, Swedish and Dutch. Prices are shown in euros in Finland and the Netherlands and in Swedish kronor in Sweden. You choose the language at the bottom of every page.'),
      ],
    },
    {
      id: 'how-we-earn',
      heading: 'How Kori makes money',
      blocks: [
        p('The shops pay Kori a commission on the orders placed through Kori. Shopping through Kori costs you nothing extra: you pay the shop’s price and delivery cost. The commission does not affect the order of the offers.'),
      ],
    },
    {
      id: 'company',
      heading: 'Company and contact',
      blocks: [
        p(['Kori is run by Kori Oy, based in Helsinki, Finland. Questions, feedback and press enquiries: ', supportEmail, '.']),
        p(['Read also our ', link('/terms-and-conditions', 'terms and conditions'), ' and our ', link('/privacy-statement', 'privacy statement'), '.']),
      ],
    },
  ],
};
