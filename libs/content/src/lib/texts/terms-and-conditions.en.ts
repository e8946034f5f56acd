import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const termsAndConditionsEn: ContentDocument = {
  lead: [
    'These terms apply when you use Kori to compare offers and to buy products from the shops listed on Kori. Please read them before you place an order.',
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Scope',
      blocks: [
        p('Kori is provided by Kori Oy, Helsinki, Finland (“Kori”, “we”). These terms apply to the Kori website and app and to every order placed through them. Kori is meant for consumers. To place orders you must be at least 18 years old or have the consent of your guardian.'),
      ],
    },
    {
      id: 'kori-role',
      heading: 'Kori’s role',
      blocks: [
        p('Kori is an intermediary. We show the offers of independent shops, collect your order and payment in one checkout, and place an order at each shop in your name. The purchase contract for a product is made between you and the shop that sells it.'),
        p('The shop is responsible for the product, its delivery, its warranty and your statutory rights as a buyer, under its own terms of sale, which also apply. Kori is responsible for its own service: that the information in the checkout is passed on correctly, that your orders are placed as you confirmed them and that your payment is handled properly.'),
      ],
    },
    {
      id: 'account',
      heading: 'Account and sign-in',
      blocks: [
        p('You sign in with a one-time code sent to your e-mail address; Kori does not use passwords. Keep your e-mail account secure, because anyone who can read your e-mail can sign in to your Kori account. Tell us straight away if you suspect misuse. We may suspend an account that is used against these terms.'),
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and product information',
      blocks: [
        p('Prices, delivery costs, stock and product descriptions come from the shops. Prices include VAT. Before you pay, the checkout confirms every price and delivery cost with the shop and shows the total you will pay; if anything has changed since you added the product to your cart, you see the new figures before you confirm.'),
        p('If a shop has made an obvious pricing error, it may cancel the order for that product. You then get back everything you paid for it.'),
      ],
    },
    {
      id: 'ordering',
      heading: 'How an order is made',
      blocks: [
        ol(
          'You put products from one or more shops in your cart and go to the checkout.',
          'The checkout shows the delivery options, delivery costs and total for each shop. You give your delivery details and choose a payment method.',
          'When you confirm and pay, you authorise Kori to place an order at each shop in your name with the details you gave.',
          'Kori places the orders. The purchase contract with a shop is made when the shop accepts the order.',
          'You receive a confirmation by e-mail, and the orders appear under My orders.',
        ),
        p('If a shop does not accept its order, we tell you straight away. You are not charged for that part, or it is refunded to you. The orders at the other shops remain valid.'),
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [
        p('You pay for the whole checkout at once. Kori receives the payment through its payment providers and passes on to each shop its share. When you have paid Kori, or Avarda for invoice and credit, you have paid the shops.'),
        ul(
          'Card payments are processed by Adyen and Stripe. Kori never sees or stores your card number.',
          'Invoice and credit are provided by Avarda and subject to its credit check and terms, which you accept when you choose them.',
        ),
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [
        p('Each shop delivers its own products by the method you chose. Delivery times are estimates given by the shops. The risk for the products passes to you when you receive them. Check the parcel when you receive it and tell us or the carrier without delay about any visible transport damage.'),
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Right of withdrawal and returns',
      blocks: [
        p('You may withdraw from a purchase within 14 days of receiving the products, without giving a reason, as EU consumer law provides for distance purchases. The law excludes some products, such as sealed hygiene products once unsealed and goods made to your specifications.'),
        p(['Tell us or the shop within the 14 days, for example by e-mail to ', supportEmail, '. Return the products within 14 days of your notice. The shop refunds the price and the original standard delivery cost within 14 days of your notice, but may wait until it has received the products back. The shop’s terms say who pays for the return delivery. If a shop offers a longer return period, you may use it. Step-by-step instructions are in the ', link('/help#how-to-return', 'help centre'), '.']),
      ],
    },
    {
      id: 'defects',
      heading: 'Faulty products and complaints',
      blocks: [
        p('If a product is faulty or does not match the description, the shop is responsible under the consumer law that applies to your purchase. Tell us or the shop within a reasonable time after you noticed the fault. We forward your complaint, help you with it and follow it up until it is resolved.'),
      ],
    },
    {
      id: 'coupons',
      heading: 'Discount codes, campaigns and referral codes',
      blocks: [
        p(['Discount codes, campaigns and referral codes are valid only under their own terms, which are published with the campaign and on the ', link('/campaign-terms', 'campaign terms'), ' page. A code has no cash value and cannot be exchanged for money. Unless the terms of the code say otherwise, only one code can be used per order.']),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        ul(
          'Give correct information about yourself and your delivery address.',
          'Do not use robots or other automated means to copy the content of Kori or to place orders.',
          'Do not try to get round the limits of discount codes, for example by creating several accounts.',
          'Do not disturb the service or try to access data that is not meant for you.',
        ),
        p('We may cancel orders and discounts obtained against these rules and close the account concerned.'),
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        p('Kori is liable for damage caused by its own negligence in providing its service. Kori is not liable for the products, deliveries or other obligations of the shops, because they are the shops’ responsibility, but we help you to use your rights against a shop.'),
        p('Kori is not liable for indirect damage, such as lost income, unless it was caused intentionally or by gross negligence. We aim to keep Kori available at all times, but it may be interrupted for maintenance or reasons beyond our control.'),
        p('Nothing in these terms limits your rights under mandatory consumer protection law.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        p('We may change these terms. The version in force when you place an order applies to that order. We announce significant changes on the site before they take effect, and by e-mail if you have an account.'),
      ],
    },
    {
      id: 'law-and-disputes',
      heading: 'Governing law and disputes',
      blocks: [
        p('These terms are governed by Finnish law. As a consumer you keep the protection of the mandatory consumer law of the country where you live.'),
        p(['If you are not satisfied, contact us first at ', supportEmail, '; most matters are solved quickly. You can also take a dispute to the consumer dispute body of your country:']),
        ul(
          'Finland: Consumer Disputes Board (Kuluttajariitalautakunta), after contacting the Consumer Advisory Services.',
          'Sweden: National Board for Consumer Disputes (Allmänna reklamationsnämnden, ARN).',
          'The Netherlands: De Geschillencommissie.',
        ),
        p('You can also bring a claim before the court of the place where you live.'),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [p(['Kori Oy, Helsinki, Finland. E-mail: ', supportEmail, '.'])],
    },
  ],
};
