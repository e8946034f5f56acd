import { addDays } from '../domain/calendar-date';
import type { NewCampaignRow } from '../db/schema';

/** The campaign behind the default coupon code STAR: a first-order offer, shown all year. */
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
      bannerText: 'Ensimmäinen tilauksesi Korissa? Koodilla STAR saat alennuksen yhdestä tuotteesta.',
      bannerShortText: 'Ensitilaukseen alennus koodilla STAR',
      bannerReadMoreLink: '/campaign-terms',
      bannerBlurb: 'Tervetuloa Koriin! Koodi STAR antaa alennuksen ostoskorisi kalleimmasta tuotteesta, kun teet ensimmäisen tilauksesi.',
      link: '/deals',
      discountCode: 'STAR',
      firstTimeBuyer: true,
      affectsPricesOnProductPages: true,
      translations: {
        en: {
          text: 'First order at Kori? Code STAR gives you a discount on one product.',
          shortText: 'First-order discount with code STAR',
          blurb: 'Welcome to Kori! Code STAR takes a discount off the most expensive product in your cart when you place your first order.',
        },
        sv: {
          text: 'Första beställningen hos Kori? Med koden STAR får du rabatt på en produkt.',
          shortText: 'Rabatt på första beställningen med koden STAR',
          blurb: 'Välkommen till Kori! Koden STAR ger rabatt på den dyraste produkten i din varukorg när du gör din första beställning.',
        },
        nl: {
          text: 'Eerste bestelling bij Kori? Met code STAR krijg je korting op één product.',
          shortText: 'Korting op je eerste bestelling met code STAR',
          blurb: 'Welkom bij Kori! Code STAR geeft korting op het duurste product in je winkelwagen bij je eerste bestelling.',
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
