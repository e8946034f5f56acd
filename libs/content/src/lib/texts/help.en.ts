import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

const myOrders = link('/my/orders', 'My orders');

export const helpEn: ContentDocument = {
  lead: [
    ['Answers to the questions shoppers ask us most, grouped by topic. Open a question to read the answer. If you do not find what you need, write to us at ', supportEmail, ' – we answer on weekdays, usually within one working day.'],
  ],
  sections: [
    {
      id: 'ordering',
      heading: 'Ordering',
      blocks: [],
      questions: [
        {
          id: 'how-ordering-works',
          question: 'How does buying through Kori work?',
          answer: [
            p('Kori shows offers from many online shops side by side. You can add products from different shops to one cart and pay for everything in one checkout. When your payment has been approved, Kori places a separate order at each shop on your behalf, and each shop packs and delivers its own products.'),
            p(['Your purchase contract is with each shop you buy from, so the shop’s own delivery and return terms apply. Kori handles the ordering and the payment and is your point of contact if anything goes wrong. The details are in our ', link('/terms-and-conditions', 'terms and conditions'), '.']),
          ],
        },
        {
          id: 'order-confirmation',
          question: 'How do I know my order went through?',
          answer: [
            p(['After checkout you see a confirmation page with your order number and a summary for each shop, and we send the same confirmation to your e-mail address. You can follow the order at any time under ', myOrders, ' when you are signed in with the e-mail address you used at checkout.']),
          ],
        },
        {
          id: 'shop-rejected-order',
          question: 'What happens if one shop cannot accept my order?',
          answer: [
            p('Before you pay, Kori checks the price, stock and delivery options of every product with each shop. If a shop still turns the order down when Kori places it – for example because the last item was sold a moment earlier – we tell you straight away. Your orders at the other shops go ahead as normal. You are not charged for the part the shop did not accept; if the amount had already been taken, it is refunded to the payment method you used.'),
          ],
        },
        {
          id: 'change-or-cancel',
          question: 'Can I change or cancel an order?',
          answer: [
            p(['The shops start processing orders quickly, so an order cannot be changed once it has been placed. If you want to cancel, write to ', supportEmail, ' as soon as possible and give your order number; we ask the shop to cancel before it ships. If the parcel is already on its way, you can use your right of withdrawal when it arrives (see Returns and refunds below).']),
          ],
        },
        {
          id: 'order-limits',
          question: 'Is there a minimum or maximum order size?',
          answer: [
            p('Some shops have a minimum order value; checkout tells you if your products from a shop do not reach it. For your security, one checkout also has an upper limit on the total amount. If your cart is over it, checkout says so and you can split the purchase into two orders.'),
          ],
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [],
      questions: [
        {
          id: 'delivery-cost',
          question: 'How are delivery costs calculated?',
          answer: [
            p(['Each shop charges its own delivery cost. If the products you buy from one shop reach that shop’s free-delivery threshold, delivery from that shop is free. At checkout you see the delivery cost of every shop before you pay, and the total includes all of them. The delivery terms of every shop are listed on the ', link('/merchant', 'merchants page'), '.']),
          ],
        },
        {
          id: 'delivery-options',
          question: 'Can I choose how my order is delivered?',
          answer: [
            p('Yes, whenever the shop offers more than one option. Depending on the shop you can choose home delivery, delivery to a parcel pickup point or collection from the shop. Checkout suggests the cheapest option first; you can change it for each shop before you pay.'),
          ],
        },
        {
          id: 'delivery-time',
          question: 'When will my order arrive?',
          answer: [
            p('The shops deliver separately, so if you bought from several shops you receive several parcels, possibly on different days. The merchants page shows each shop’s typical delivery time in working days, and checkout shows the estimate for the delivery option you chose.'),
          ],
        },
        {
          id: 'tracking',
          question: 'How can I track my parcel?',
          answer: [
            p(['When a shop has sent your products, the tracking details appear in the order under ', myOrders, ': the shop, the tracking reference and the latest status, such as in transit, out for delivery or ready for pickup. The full history of the shipment is shown with dates and places.']),
          ],
        },
        {
          id: 'delivery-problem',
          question: 'My parcel is late, damaged or missing. What should I do?',
          answer: [
            p(['First check the latest status under ', myOrders, '. If the parcel is more than a few working days late, arrives damaged, or has not reached you although the status says delivered, write to ', supportEmail, ' with your order number. We contact the shop and the carrier for you. If the parcel is damaged, keep the packaging and take photos: they help with the claim.']),
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      blocks: [],
      questions: [
        {
          id: 'payment-methods',
          question: 'Which payment methods can I use?',
          answer: [
            p('You can pay by card, by invoice or in instalments with credit. Card payments are processed by our payment providers Adyen and Stripe; invoice and credit are provided by Avarda, which checks your creditworthiness before approving them. The methods available can depend on your country and the order amount, and checkout shows the ones you can use.'),
          ],
        },
        {
          id: 'when-charged',
          question: 'When is my payment taken?',
          answer: [
            p('A card payment is approved when you confirm the checkout, and it covers the orders the shops accept. If a shop cannot accept its part, that part is not charged or is refunded to your card. With invoice or credit you pay Avarda by the due dates on your invoice or credit agreement.'),
          ],
        },
        {
          id: 'invoice',
          question: 'Where do I find my invoice?',
          answer: [
            p(['If you paid by invoice or credit, the invoice details – amount, due date, bank account and payment reference – are in the order details under ', myOrders, '. Always pay with the reference shown so that your payment is matched to the right invoice. If you need more time to pay, contact Avarda before the due date.']),
          ],
        },
        {
          id: 'payment-declined',
          question: 'My payment was declined. What can I do?',
          answer: [
            ul(
              'Card: check the card details, your card’s limit for online purchases and any confirmation your bank asked for in its app, then try again or use another card.',
              'Invoice or credit: Avarda decides on the basis of a credit check and cannot always tell the reason. Kori does not see your credit information. You can still pay by card.',
              'If checkout says your address could not be verified, make sure it matches your registered home address exactly and try again.',
            ),
          ],
        },
        {
          id: 'vat',
          question: 'Do prices include VAT?',
          answer: [
            p('Yes. All prices on Kori are consumer prices including value added tax. The order summary and your receipt show how much VAT the total contains.'),
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and refunds',
      blocks: [],
      questions: [
        {
          id: 'withdrawal-right',
          question: 'Can I return a product I bought?',
          answer: [
            p('Yes. In the EU you may withdraw from an online purchase within 14 days of receiving the goods, without giving a reason. The law excludes some products, for example sealed hygiene products once the seal has been broken and goods made to your own specifications. Many shops offer a longer return period; the shop’s return terms are linked in your order details.'),
          ],
        },
        {
          id: 'how-to-return',
          question: 'How do I return a product?',
          answer: [
            ol(
              ['Tell us that you are withdrawing from the purchase within 14 days of receiving the product. An e-mail to ', supportEmail, ' with your order number and the products you are returning is enough.'],
              'Pack the product carefully, preferably in its original packaging, with all accessories.',
              'Send it back within 14 days of your notice, following the shop’s instructions. The shop’s return terms say whether it pays for the return delivery.',
            ),
          ],
        },
        {
          id: 'refund-timing',
          question: 'When do I get my money back?',
          answer: [
            p('The shop must refund you within 14 days of your withdrawal notice, but it may wait until it has received the product or you have shown that you sent it back. The money goes back the way you paid: to your card, or as a credit on your invoice. If you used a discount code, you get back what you actually paid.'),
          ],
        },
        {
          id: 'faulty-product',
          question: 'The product is faulty. What are my rights?',
          answer: [
            p('The shop is responsible for faults under consumer law, also after the return period has ended. Tell us or the shop within a reasonable time after you notice the fault, describe it and add photos if you can. The shop repairs or replaces the product, or, if neither is possible, gives you a price reduction or a refund.'),
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Account and sign-in',
      blocks: [],
      questions: [
        {
          id: 'sign-in-code',
          question: 'How do I sign in? I don’t have a password.',
          answer: [
            p('Kori does not use passwords. Enter your e-mail address and we send you a six-digit code. Type the code on the sign-in page and you are in. A code is valid for 5 minutes and works once. If you do not have an account yet, one is created the first time you sign in.'),
          ],
        },
        {
          id: 'code-not-arriving',
          question: 'The sign-in code does not arrive.',
          answer: [
            p('Wait a minute and look in your spam or junk folder. Check that the e-mail address is spelt correctly. If the code has expired, choose “Send a new code”; only the latest code works.'),
          ],
        },
        {
          id: 'stay-signed-in',
          question: 'How long do I stay signed in?',
          answer: [
            p('Up to 30 days on the same device and browser, unless you sign out. If the session ends, you simply sign in again with a new code.'),
          ],
        },
        {
          id: 'missing-orders',
          question: 'Why can’t I see my orders?',
          answer: [
            p(['Orders are linked to the e-mail address you used at checkout. Sign in with that address to see them under ', myOrders, '.']),
          ],
        },
        {
          id: 'delete-account',
          question: 'How do I delete my account?',
          answer: [
            p(['Write to ', supportEmail, ' from the e-mail address of your account. We delete your account and your personal data, except what the law requires us to keep, such as the accounting records of your orders. Read more in our ', link('/privacy-statement', 'privacy statement'), '.']),
          ],
        },
      ],
    },
    {
      id: 'price-alerts',
      heading: 'Price alerts',
      blocks: [],
      questions: [
        {
          id: 'create-alert',
          question: 'How do price alerts work?',
          answer: [
            p('On a product page, set the price you would like to pay and give your e-mail address, or sign in. We compare the best offers regularly and send you an e-mail when the product is available at your price or below it.'),
          ],
        },
        {
          id: 'alert-price',
          question: 'Which price is compared with my alert?',
          answer: [
            p('The total price to your country: the product price plus the shop’s delivery cost, with the shop’s free-delivery threshold taken into account. It is the same price that decides the order of the offers.'),
          ],
        },
        {
          id: 'delete-alert',
          question: 'How do I stop a price alert?',
          answer: [
            p('Every price alert e-mail contains a link for deleting the alert. Open it and the alert is removed at once; the page confirms it. You can set a new alert at any time.'),
          ],
        },
      ],
    },
    {
      id: 'coupons',
      heading: 'Coupons and campaigns',
      blocks: [],
      questions: [
        {
          id: 'use-coupon',
          question: 'How do I use a discount code?',
          answer: [
            p('Enter the code in the discount code field at checkout. The discount appears in the order summary before you pay. A code that comes with a campaign link or banner is added for you.'),
          ],
        },
        {
          id: 'coupon-rejected',
          question: 'Why was my discount code not accepted?',
          answer: [
            p('Checkout tells you the reason. The most common ones are:'),
            ul(
              'The code has expired, or its campaign has not started yet.',
              'The code has already been used – most codes work once per shopper.',
              'Your products do not reach the minimum price the code requires.',
              'The code is for first-time buyers and you have completed an order before.',
              'The code is mistyped. Upper and lower case do not matter, but every character does.',
            ),
          ],
        },
        {
          id: 'star-code',
          question: 'What is the STAR code?',
          answer: [
            p(['STAR is our welcome discount for first-time buyers, that is shoppers who have not yet completed an order at Kori. It works once and cannot be combined with other codes. The discount and the campaign period are shown in the campaign banner, and the full terms are on the ', link('/campaign-terms', 'campaign terms'), ' page.']),
          ],
        },
        {
          id: 'invite-friend',
          question: 'How does “Invite a friend” work?',
          answer: [
            p(['When you are signed in, you find your personal referral code on the ', link('/invite-a-friend', 'Invite a friend'), ' page. A friend who uses your code on their first order gets a discount. When their order is completed, you receive a discount code for your next purchase.']),
          ],
        },
        {
          id: 'banner-closed',
          question: 'I closed the campaign banner. Can I still use the offer?',
          answer: [
            p('Yes. A closed banner stays hidden in that browser for 7 days, but the campaign code still works at checkout for as long as the campaign runs.'),
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy and cookies',
      blocks: [],
      questions: [
        {
          id: 'what-data',
          question: 'What personal data does Kori use?',
          answer: [
            p(['To deliver your orders we need your name, delivery address, e-mail address and phone number. Each shop receives only what it needs to deliver its products. The ', link('/privacy-statement', 'privacy statement'), ' explains everything in detail.']),
          ],
        },
        {
          id: 'cookie-choices',
          question: 'How do I change my cookie choices?',
          answer: [
            p('Choose “Cookie settings” at the bottom of any page. Necessary cookies are always on; preference, statistics and advertising cookies are used only if you allow them, and you can withdraw your consent at any time.'),
          ],
        },
        {
          id: 'my-data',
          question: 'Can I see or delete the data you hold about me?',
          answer: [
            p(['Yes. Write to ', supportEmail, ' and we will send you a copy of your data, correct it or delete it. We answer within one month.']),
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p(['Customer service: ', supportEmail, '. If your question is about an order, include the order number. We answer on weekdays, usually within one working day.']),
        p('Kori Oy, Helsinki, Finland.'),
      ],
    },
  ],
};
