import { link, ol, p, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const aboutSv: ContentDocument = {
  lead: [
    'Kori är en prisjämförelsetjänst och en webbutik i ett. Jämför erbjudanden från många butiker, lägg allt i en varukorg och betala en gång.',
  ],
  sections: [
    {
      id: 'what-we-do',
      heading: 'Vad Kori gör',
      blocks: [
        p('Att hitta det bästa priset betyder oftast ett dussin flikar, och att handla från flera butiker betyder flera kassor, konton och betalformulär. Kori samlar många butikers erbjudanden på en sida, ordnade efter vad du faktiskt betalar, och låter dig handla från alla på en gång.'),
        p('När du betalar lägger Kori en beställning hos varje butik åt dig och håller ihop beställningar, fakturor och försändelser under Mina beställningar, så att du alltid vet vad som är på väg.'),
      ],
    },
    {
      id: 'how-it-works',
      heading: 'Så fungerar det',
      blocks: [
        ol(
          'Sök eller bläddra bland kategorierna och öppna en produkt.',
          'Jämför erbjudandena. De är ordnade efter totalpris till ditt land, frakt inräknad.',
          'Lägg varor från valfria butiker i varukorgen.',
          'Gå till kassan en gång och betala med kort, mot faktura eller med delbetalning.',
          'Kori lägger beställningarna hos butikerna, och varje butik levererar sina egna varor.',
          'Följ beställningar, fakturor och paket under Mina beställningar.',
        ),
      ],
    },
    {
      id: 'honest-prices',
      heading: 'Ärliga priser',
      blocks: [
        p(['Vi rangordnar erbjudanden efter totalpris inklusive frakt, aldrig efter vem som betalar oss mest. Bredvid ett sänkt pris visar vi det lägsta priset under de senaste 30 dagarna, och vi märker bara något som erbjudande när priset ligger klart under det lägsta priset på 30 dagar och under genomsnittspriset för 90 dagar. De exakta reglerna finns på ', link('/merchant', 'butikssidan'), '.']),
      ],
    },
    {
      id: 'where',
      heading: 'Här finns Kori',
      blocks: [
        p('Kori finns för kunder i Finland, Sverige och Nederländerna, på finska, engelska, svenska och nederländska. Priserna visas i euro i Finland och Nederländerna och i svenska kronor i Sverige. Du väljer språk längst ned på varje sida.'),
      ],
    },
    {
      id: 'how-we-earn',
      heading: 'Så tjänar Kori pengar',
      blocks: [
        p('Butikerna betalar Kori en provision på beställningar som görs via Kori. Att handla via Kori kostar dig ingenting extra: du betalar butikens pris och frakt. Provisionen påverkar inte i vilken ordning erbjudandena visas.'),
      ],
    },
    {
      id: 'company',
      heading: 'Företaget och kontakt',
      blocks: [
        p(['Kori drivs av Kori Oy med säte i Helsingfors, Finland. Frågor, synpunkter och pressförfrågningar: ', supportEmail, '.']),
        p(['Läs också våra ', link('/terms-and-conditions', 'användarvillkor'), ' och vår ', link('/privacy-statement', 'integritetspolicy'), '.']),
      ],
    },
  ],
};
