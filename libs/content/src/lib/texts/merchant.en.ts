import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const merchantEn: ContentDocument = {
  lead: [
    'Kori compares offers from online shops in Finland, Sweden and the Netherlands. This page lists the shops that deliver to your country and their delivery terms, and explains how we put their offers in order.',
  ],
  sections: [
    {
      id: 'ranking',
      heading: 'How offers are ranked',
      blocks: [
        p('On every product page the offers are ordered by the total price you pay for delivery to your country:'),
        ol(
          'We take the shop’s price for the product, including VAT.',
          'We add the shop’s delivery cost to your country. If the product price reaches the shop’s free-delivery threshold, delivery is free and nothing is added.',
          'The offers are sorted by this total, lowest first.',
          'Offers that are out of stock come last, whatever their price.',
        ),
        p('If two offers have the same total, the one with the lower product price comes first. If that is the same too, the shop with the higher share of on-time deliveries comes first.'),
        p('Next to each offer we say why it is where it is, for example “lowest total price” or “free delivery applied”.'),
      ],
    },
    {
      id: 'not-for-sale',
      heading: 'Positions are not for sale',
      blocks: [
        p('Shops cannot pay for a better position, and we do not favour any shop. Kori earns a commission from the shops on orders placed through Kori; the commission plays no part in the ranking, and every shop is ranked by the same rules.'),
      ],
    },
    {
      id: 'prices',
      heading: 'Prices, deals and the lowest price of 30 days',
      blocks: [
        p('Prices and stock come from the shops and are updated several times a day. When you check out, Kori confirms every price with the shop again; if a price has changed, you see the new price before you pay.'),
        p('When a price has been reduced, we show the lowest price of the previous 30 days next to it, as the EU rules on price indications (the Omnibus directive) require. That way you can see whether a reduction is real.'),
        p('We call an offer a deal when the product’s best current price is at least 5 % below its lowest price of the previous 30 days and below its average price of the last 90 days. The reduction we show is stated against that 30-day lowest price.'),
      ],
    },
    {
      id: 'delivery-terms',
      heading: 'How to read the delivery terms',
      blocks: [
        ul(
          'Delivery cost: what the shop charges for delivering an order to your country.',
          'Free delivery from: the order value from which the shop delivers free of charge. It is counted per shop, on the products you buy from that shop.',
          'Delivery time: the shop’s usual time from order to delivery, in working days.',
          'Delivery methods: home delivery, delivery to a parcel pickup point, or collection from the shop.',
          'On time: the share of the shop’s Kori orders that arrived within the promised time. A new shop has no figure until it has delivered enough orders.',
        ),
        p(['Each shop’s own terms of sale and return policy apply to your purchase from it. You find them in your order details and in our ', link('/help#withdrawal-right', 'help centre'), '.']),
      ],
    },
    {
      id: 'for-merchants',
      heading: 'Selling on Kori',
      blocks: [
        p(['Do you run an online shop that delivers to Finland, Sweden or the Netherlands? To be listed, we need a product feed with prices, delivery costs and stock, and an interface through which Kori can place orders. Write to ', supportEmail, ' and tell us about your shop.']),
      ],
    },
  ],
};
