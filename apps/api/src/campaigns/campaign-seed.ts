import { addDays } from '../domain/calendar-date';
import type { NewCampaignRow } from '../db/schema';

/** The campaign behind the default coupon code STAR: 10 % off a first order (the coupon itself decides), shown all year. */
export const STAR_CAMPAIGN_ID = 'coupon_STAR';
export const BLACK_FRIDAY_CAMPAIGN_ID = 'black_friday';

/** Black Friday is the fourth Friday of November. */
export function blackFridayOf(year: number): string {
  const firstOfNovember = new Date(Date.UTC(year, 10, 1));
  const firstFriday = 1 + ((5 - firstOfNovember.getUTCDay() + 7) % 7);
  return `${year}-11-${String(firstFriday + 21).padStart(2, '0')}`;
}

/** Black Friday week: from the Monday before Black Friday to Cyber Monday (this year's, or next year's once it is over). */
export function blackFridayWeek(today: string): { startsOn: string; endsOn: string } {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const friday = blackFridayOf(candidate);
    const week = { startsOn: addDays(friday, -4), endsOn: addDays(friday, 3) };
    if (week.endsOn >= today) return week;
  }
  throw new RangeError(`No Black Friday after ${today}`);
}

/**
 * The campaigns a fresh shop starts with, dated around `today`: STAR for a year from a month ago, and the
 * coming (or current) Black Friday week.
 */
export function seedCampaignRows(today: string): NewCampaignRow[] {
  const blackFriday = blackFridayWeek(today);
  return [
    {
      id: STAR_CAMPAIGN_ID,
      isActive: true,
      startsOn: addDays(today, -30),
      endsOn: addDays(today, 365),
      regions: ['FI', 'SE', 'NL'],
      bannerText: 'Ensimmäinen tilauksesi Korissa? Koodilla STAR saat 10 % alennuksen tuotteiden hinnoista.',
      bannerShortText: 'Ensitilauksesta -10 % koodilla STAR',
      bannerReadMoreLink: '/campaign-terms',
      bannerBlurb: 'Tervetuloa Koriin! Koodi STAR antaa ensimmäisestä tilauksestasi 10 % alennuksen tuotteiden yhteishinnasta. Koodi toimii kerran.',
      // Following the link applies the code (it becomes the checkout's default coupon).
      link: '/deals?setUsedCoupon=STAR',
      discountCode: 'STAR',
      firstTimeBuyer: true,
      affectsPricesOnProductPages: true,
      translations: {
        en: {
          text: 'First order at Kori? Code STAR takes 10 % off the products.',
          shortText: '10 % off your first order with STAR',
          blurb: 'Welcome to Kori! Code STAR takes 10 % off the products of your first order. It works once.',
        },
        sv: {
          text: 'Första beställningen hos Kori? Med koden STAR får du 10 % rabatt på produkterna.',
          shortText: '10 % på första beställningen med STAR',
          blurb: 'Välkommen till Kori! Koden STAR ger 10 % rabatt på produkterna i din första beställning. Den fungerar en gång.',
        },
        nl: {
          text: 'Eerste bestelling bij Kori? Met code STAR krijg je 10 % korting op de producten.',
          shortText: '10 % korting op je eerste bestelling met STAR',
          blurb: 'Welkom bij Kori! Code STAR geeft 10 % korting op de producten van je eerste bestelling. De code werkt één keer.',
        },
      },
    },
    {
      id: BLACK_FRIDAY_CAMPAIGN_ID,
      isActive: true,
      ...blackFriday,
      regions: ['FI', 'SE', 'NL'],
      bannerText: 'Black Friday Korissa: koko valikoiman suurimmat hinnanpudotukset yhdellä sivulla.',
      bannerShortText: 'Black Friday: suurimmat hinnanpudotukset',
      bannerReadMoreLink: null,
      bannerBlurb: 'Jokainen alennus verrataan tuotteen edellisten 30 päivän alimpaan hintaan.',
      link: '/blackfriday',
      discountCode: null,
      firstTimeBuyer: false,
      affectsPricesOnProductPages: false,
      translations: {
        en: {
          text: 'Black Friday at Kori: the biggest price drops across the whole catalogue on one page.',
          shortText: 'Black Friday: the biggest price drops',
          blurb: 'Every reduction is stated against the product’s lowest price of the previous 30 days.',
        },
        sv: {
          text: 'Black Friday hos Kori: hela sortimentets största prissänkningar på en sida.',
          shortText: 'Black Friday: de största prissänkningarna',
          blurb: 'Varje sänkning anges mot produktens lägsta pris under de senaste 30 dagarna.',
        },
        nl: {
          text: 'Black Friday bij Kori: de grootste prijsdalingen van het hele assortiment op één pagina.',
          shortText: 'Black Friday: de grootste prijsdalingen',
          blurb: 'Elke korting wordt vergeleken met de laagste prijs van het product in de afgelopen 30 dagen.',
        },
      },
    },
  ];
}
