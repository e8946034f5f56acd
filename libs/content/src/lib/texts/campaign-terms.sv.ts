import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const campaignTermsSv: ContentDocument = {
  lead: [
    'De här villkoren gäller för Koris rabattkampanjer, särskilt välkomstrabatten STAR för förstagångsköpare, och för värvningsprogrammet Tipsa en vän.',
  ],
  sections: [
    {
      id: 'organiser',
      heading: 'Arrangör',
      blocks: [
        p(['Kampanjerna arrangeras av Kori Oy, Helsingfors, Finland. Villkoren kompletterar Koris ', link('/terms-and-conditions', 'användarvillkor'), '. Om en kampanjbanner eller ett kampanjmejl anger mer detaljerade villkor för en kampanj gäller även de.']),
      ],
    },
    {
      id: 'star-discount',
      heading: 'Välkomstrabatten STAR',
      blocks: [
        p('Med rabattkoden STAR får en förstagångsköpare rabatt på sin första beställning hos Kori. Rabattens storlek och ett eventuellt lägsta köpbelopp visas i kampanjbannern och, innan du betalar, i ordersammanfattningen, där du också ser vilken vara rabatten gäller.'),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Vem kan använda rabatten',
      blocks: [
        ul(
          'Bara förstagångsköpare: du har rätt till rabatten om ingen av dina beställningar hos Kori har slutförts. En beställning som avbröts innan den slutfördes räknas inte.',
          'Konsumenter som köper för eget bruk. Köp för vidareförsäljning omfattas inte.',
        ),
        p('Rätten till rabatten kontrolleras utifrån den e-postadress och det konto som du använder i kassan.'),
      ],
    },
    {
      id: 'how-to-use',
      heading: 'Så använder du koden',
      blocks: [
        ol(
          'Öppna länken i kampanjbannern, som lägger till koden åt dig, eller skriv STAR i fältet för rabattkod i kassan.',
          'Kontrollera rabatten i ordersammanfattningen.',
          'Slutför din beställning under kampanjperioden.',
        ),
      ],
    },
    {
      id: 'limits',
      heading: 'Begränsningar',
      blocks: [
        ul(
          'Koden kan användas en gång per kund.',
          'Den kan inte kombineras med andra rabattkoder eller med en värvningsrabatt.',
          'Den har inget kontantvärde, kan inte bytas mot pengar eller andra varor, och ingen växel ges tillbaka.',
        ),
      ],
    },
    {
      id: 'campaign-period',
      heading: 'Kampanjperiod',
      blocks: [
        p('Kampanjen gäller under den period som anges i kampanjbannern, första och sista dagen inräknade. Din beställning måste slutföras under perioden. Om du stänger bannern förblir den dold i den webbläsaren i 7 dagar, men koden fungerar så länge kampanjen pågår.'),
      ],
    },
    {
      id: 'returns',
      heading: 'Returer',
      blocks: [
        p('Om du returnerar en rabatterad vara får du tillbaka det belopp som du faktiskt betalade för den efter rabatten. Om du avbryter hela din första beställning innan den har slutförts är du fortfarande förstagångsköpare och kan använda koden igen medan kampanjen pågår.'),
      ],
    },
    {
      id: 'misuse',
      heading: 'Missbruk och avslutad kampanj',
      blocks: [
        p('Kori kan neka eller häva en rabatt som har erhållits i strid med villkoren, till exempel genom att flera e-postadresser eller konton används för att få välkomstrabatten mer än en gång. Kori kan avsluta en kampanj i förtid vid missbruk eller av tekniska skäl. Att en kampanj avslutas påverkar inte beställningar som redan har lagts.'),
      ],
    },
    {
      id: 'invite-a-friend',
      heading: 'Tipsa en vän',
      blocks: [
        ul(
          ['Alla inloggade kunder har en personlig värvningskod på sidan ', link('/invite-a-friend', 'Tipsa en vän'), '.'],
          'En vän som använder din kod i sin första beställning hos Kori får rabatt på den beställningen. Vännen måste vara förstagångsköpare.',
          'När vännens beställning är slutförd får du en rabattkod till ditt nästa köp. Rabattens storlek och giltighet visas tillsammans med koden.',
          'Du kan inte använda din egen värvningskod. Dela koden med personer du känner, men publicera den inte på webbplatser för rabattkoder.',
          'Värvningsrabatten kan inte kombineras med STAR-rabatten eller andra rabattkoder.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Frågor',
      blocks: [p(['Frågor om en kampanj: ', supportEmail, '.'])],
    },
  ],
};
