import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const campaignTermsEn: ContentDocument = {
  lead: [
    'These terms apply to Kori’s discount campaigns, in particular the STAR welcome discount for first-time buyers, and to the Invite a friend referral programme.',
  ],
  sections: [
    {
      id: 'organiser',
      heading: 'Organiser',
      blocks: [
        p(['The campaigns are organised by Kori Oy, Helsinki, Finland. These terms complement Kori’s ', link('/terms-and-conditions', 'terms and conditions'), '. If a campaign banner or e-mail gives more specific terms for a campaign, those apply as well.']),
      ],
    },
    {
      id: 'star-discount',
      heading: 'The STAR welcome discount',
      blocks: [
        p('With the discount code STAR, a first-time buyer gets a discount on their first order at Kori. The amount of the discount and any minimum purchase are shown in the campaign banner and, before you pay, in the order summary, which also shows which product the discount applies to.'),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use the discount',
      blocks: [
        ul(
          'First-time buyers only: you are eligible if no order of yours at Kori has been completed. An order that was cancelled before it was completed does not count.',
          'Consumers buying for their own use. Purchases for resale are not eligible.',
        ),
        p('Eligibility is checked from the e-mail address and the account you use at checkout.'),
      ],
    },
    {
      id: 'how-to-use',
      heading: 'How to use the code',
      blocks: [
        ol(
          'Open the campaign banner’s link, which adds the code for you, or enter STAR in the discount code field at checkout.',
          'Check the discount in the order summary.',
          'Complete your order within the campaign period.',
        ),
      ],
    },
    {
      id: 'limits',
      heading: 'Limits',
      blocks: [
        ul(
          'The code can be used once per shopper.',
          'It cannot be combined with other discount codes or with a referral discount.',
          'It has no cash value and cannot be exchanged for money or for other products, and no change is given.',
        ),
      ],
    },
    {
      id: 'campaign-period',
      heading: 'Campaign period',
      blocks: [
        p('The campaign is valid during the period published in the campaign banner, both the first and the last day included. Your order must be completed within the period. If you close the banner, it stays hidden for 7 days in that browser, but the code keeps working while the campaign runs.'),
      ],
    },
    {
      id: 'returns',
      heading: 'Returns',
      blocks: [
        p('If you return a discounted product, you get back the amount you actually paid for it after the discount. If you cancel your whole first order before it is completed, you remain a first-time buyer and can use the code again while the campaign runs.'),
      ],
    },
    {
      id: 'misuse',
      heading: 'Misuse and ending a campaign',
      blocks: [
        p('Kori may refuse or cancel a discount obtained against these terms, for example by using several e-mail addresses or accounts to get the welcome discount more than once. Kori may end a campaign early if it is misused or for technical reasons. Ending a campaign does not affect orders that have already been placed.'),
      ],
    },
    {
      id: 'invite-a-friend',
      heading: 'Invite a friend',
      blocks: [
        ul(
          ['Every signed-in shopper has a personal referral code on the ', link('/invite-a-friend', 'Invite a friend'), ' page.'],
          'A friend who uses your code on their first order at Kori gets a discount on that order. The friend must be a first-time buyer.',
          'When the friend’s order is completed, you receive a discount code for your next purchase. The amount and validity of the discount are shown with the code.',
          'You cannot use your own referral code. Share your code with people you know; do not publish it on coupon or discount websites.',
          'The referral discount cannot be combined with the STAR discount or other discount codes.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: [p(['Questions about a campaign: ', supportEmail, '.'])],
    },
  ],
};
