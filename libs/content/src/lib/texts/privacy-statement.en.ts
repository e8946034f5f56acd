import { link, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';
import { storageTableRows } from './storage-table-rows.server';

export const privacyStatementEn: ContentDocument = {
  lead: [
    'This statement explains what personal data Kori collects when you use the Kori website and app, why we use it, who we share it with, how long we keep it and what rights you have.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      blocks: [
        p(['The controller is Kori Oy, Helsinki, Finland. For anything concerning your personal data, write to ', supportEmail, ' with the subject “Privacy”.']),
        p('The shops you buy from through Kori are separate controllers for the order data they receive from us; their own privacy policies apply to it.'),
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'What data we collect',
      blocks: [
        ul(
          'Contact details: e-mail address and phone number.',
          'Delivery address: first and last name, street address, postal code and city.',
          'Order history: products, shops, prices, discounts, delivery choices, payment method, and the status of your orders, invoices and shipments.',
          'Account and sign-in: your e-mail address, the account identifier given by our sign-in provider and the times you signed in.',
          'Price alerts: the product, your target price and your e-mail address.',
          'Coupons and referrals: the discount codes you used and your personal referral code.',
          'Technical and usage data: IP address, browser and device type, and the pages you view – usage data only as described under “Statistics and advertising”.',
        ),
        p('We do not store card numbers: card details go directly to the payment provider.'),
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use your data and on what legal basis',
      blocks: [
        ul(
          'To place and deliver your orders, take payment, and handle returns, complaints and customer service: to perform our contract with you (Article 6(1)(b) GDPR).',
          'To keep you signed in and protect accounts against misuse: our contract with you and our legitimate interest in security (Article 6(1)(f)).',
          'To send the price alerts you asked for: your consent (Article 6(1)(a)), which you can withdraw with the deletion link in every alert.',
          'To keep accounting records of orders and payments: our legal obligation (Article 6(1)(c)).',
          'To collect usage statistics and measure advertising: your consent, given in the cookie settings.',
          'To prevent the misuse of discount codes and campaigns: our legitimate interest.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        p('Cookies are grouped into four levels: necessary, preferences, statistics and advertising. Necessary cookies are always on, because the shop cannot work without them. The others are used only if you allow them. You can change your choice at any time under “Cookie settings” at the bottom of every page.'),
        {
          kind: 'table',
          id: 'cookie-list',
          caption: 'Cookies set by Kori',
          columns: ['Cookie', 'Purpose', 'Category', 'Lifetime'],
          rows: storageTableRows('cookie', 'en'),
        },
        p('The site also keeps some information in your browser’s local storage. It stays on your device and is not sent to us automatically.'),
        {
          kind: 'table',
          id: 'storage-list',
          caption: 'Information in your browser’s local storage',
          columns: ['Item', 'Purpose', 'Category', 'Kept'],
          rows: storageTableRows('localStorage', 'en'),
        },
      ],
    },
    {
      id: 'statistics-and-advertising',
      heading: 'Statistics and advertising',
      blocks: [
        p('If you allow statistics, the site sends usage events – such as pages viewed, searches and the steps of the cart and checkout – to Kori’s own statistics service. Without that consent, no statistics events are sent.'),
        p('We use Google Consent Mode. Its analytics and advertising signals are set to “denied” by default and change only if you allow statistics or advertising in the cookie settings.'),
        p('If you allow advertising, we can measure whether our ads lead to purchases. For this your e-mail address and phone number may be shared with advertising partners only as irreversible SHA-256 hashes, never in readable form.'),
      ],
    },
    {
      id: 'recipients',
      heading: 'Who receives your data',
      blocks: [
        ul(
          'The shops you buy from: your name, delivery address, e-mail address and phone number and the products you ordered from them – what they need to deliver the order and to handle returns.',
          'Stytch, our sign-in provider: your e-mail address, to send sign-in codes and manage sessions.',
          'Our payment providers Avarda, Adyen and Stripe: the data needed to process your payment. For invoice and credit, Avarda also checks your creditworthiness.',
          'Carriers, through the shops: your delivery address and contact details, to deliver the parcel.',
          'Authorities, when the law requires it.',
        ),
        p('Our service providers process data only on our instructions and under a data processing agreement. We never sell your personal data.'),
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers outside the EU',
      blocks: [
        p('Some of our service providers, such as Stytch, are based in the United States. When personal data is transferred outside the EU/EEA, the transfer is based on an adequacy decision of the European Commission (such as the EU–US Data Privacy Framework) or on the Commission’s standard contractual clauses, with additional safeguards where needed.'),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        ul(
          'Account data: as long as you have an account. We delete accounts that have not been used for three years.',
          'Orders, invoices and receipts: as long as accounting law requires – in Finland six years from the end of the year in which the financial year of the purchase ended.',
          'Price alerts: until you delete the alert or your account.',
          'Customer service messages: two years after the matter has been closed.',
          'Statistics data: at most 14 months.',
        ),
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        ul(
          'Access: you can get a copy of the personal data we hold about you.',
          'Rectification: you can have incorrect data corrected.',
          'Erasure: you can have your data deleted, unless we must keep it by law.',
          'Data portability: you can get the data you gave us in a machine-readable format.',
          'Objection: you can object to processing based on our legitimate interest, and to direct marketing at any time.',
          'Restriction: you can ask us to restrict processing while a question about your data is being resolved.',
          'Withdrawing consent: you can withdraw a consent at any time; this does not affect processing before the withdrawal.',
        ),
        p(['To use your rights, write to ', supportEmail, '. We answer within one month and may ask you to confirm your identity, for example by signing in.']),
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints to a supervisory authority',
      blocks: [
        p('If you think we process your data unlawfully, you can complain to a data protection authority, in particular in the country where you live or work:'),
        ul(
          ['Finland: Office of the Data Protection Ombudsman (Tietosuojavaltuutetun toimisto), ', link('https://tietosuoja.fi', 'tietosuoja.fi')],
          ['Sweden: Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), ', link('https://www.imy.se', 'imy.se')],
          ['The Netherlands: Dutch Data Protection Authority (Autoriteit Persoonsgegevens), ', link('https://www.autoriteitpersoonsgegevens.nl', 'autoriteitpersoonsgegevens.nl')],
        ),
        p('We would appreciate the chance to sort the matter out with you first.'),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        p('All connections to Kori are encrypted. Sign-in cookies cannot be read by scripts on the page, we do not keep passwords at all, and only the people who need personal data for their work can access it.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this statement',
      blocks: [
        p('We update this statement when the way we process personal data changes. The date at the top of the page shows the current version. If a change significantly affects you, we also tell you by e-mail.'),
      ],
    },
  ],
};
