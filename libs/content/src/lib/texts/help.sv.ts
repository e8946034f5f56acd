import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

const myOrders = link('/my/orders', 'Mina beställningar');

export const helpSv: ContentDocument = {
  lead: [
    ['Svar på de frågor som våra kunder oftast ställer, ordnade efter ämne. Öppna en fråga för att läsa svaret. Hittar du inte det du söker kan du skriva till oss på ', supportEmail, ' – vi svarar på vardagar, oftast inom en arbetsdag.'],
  ],
  sections: [
    {
      id: 'ordering',
      heading: 'Beställning',
      blocks: [],
      questions: [
        {
          id: 'how-ordering-works',
          question: 'Hur fungerar det att handla via Kori?',
          answer: [
            p('Kori visar erbjudanden från många webbutiker sida vid sida. Du kan lägga varor från olika butiker i samma varukorg och betala allt i en och samma kassa. När din betalning har godkänts lägger Kori en separat beställning hos varje butik för din räkning, och varje butik packar och levererar sina egna varor.'),
            p(['Köpeavtalet ingår du med varje butik som du handlar från, så butikens egna leverans- och returvillkor gäller. Kori sköter beställningen och betalningen och är den du kontaktar om något går fel. Mer om detta finns i våra ', link('/terms-and-conditions', 'användarvillkor'), '.']),
          ],
        },
        {
          id: 'order-confirmation',
          question: 'Hur vet jag att min beställning har gått igenom?',
          answer: [
            p(['Efter kassan ser du en bekräftelsesida med ditt ordernummer och en sammanfattning per butik, och vi skickar samma bekräftelse till din e-postadress. Du kan följa beställningen när som helst under ', myOrders, ' när du är inloggad med den e-postadress som du använde i kassan.']),
          ],
        },
        {
          id: 'shop-rejected-order',
          question: 'Vad händer om en butik inte kan ta emot min beställning?',
          answer: [
            p('Innan du betalar kontrollerar Kori pris, lagersaldo och leveranssätt för varje vara hos butiken. Om en butik ändå avvisar beställningen när Kori lägger den – till exempel för att det sista exemplaret såldes en stund tidigare – meddelar vi dig direkt. Dina beställningar hos de andra butikerna genomförs som vanligt. Du debiteras inte för den del som butiken inte tog emot; om beloppet redan hade dragits betalas det tillbaka till det betalsätt du använde.'),
          ],
        },
        {
          id: 'change-or-cancel',
          question: 'Kan jag ändra eller avbryta en beställning?',
          answer: [
            p(['Butikerna börjar behandla beställningar snabbt, så en lagd beställning kan inte ändras. Vill du avbryta den, skriv så snart som möjligt till ', supportEmail, ' och ange ditt ordernummer, så ber vi butiken att stoppa beställningen innan den skickas. Om paketet redan är på väg kan du använda din ångerrätt när det kommer fram (se Returer och återbetalningar nedan).']),
          ],
        },
        {
          id: 'order-limits',
          question: 'Finns det en minsta eller största ordergräns?',
          answer: [
            p('Vissa butiker har ett lägsta ordervärde; kassan säger till om dina varor från en butik inte når upp till det. Av säkerhetsskäl finns det också en övre gräns för totalbeloppet i en kassa. Om din varukorg går över den säger kassan till, och du kan dela upp köpet på två beställningar.'),
          ],
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Leverans',
      blocks: [],
      questions: [
        {
          id: 'delivery-cost',
          question: 'Hur beräknas fraktkostnaderna?',
          answer: [
            p(['Varje butik tar ut sin egen fraktkostnad. Om varorna som du köper från en butik når butikens gräns för fri frakt är leveransen från den butiken gratis. I kassan ser du varje butiks fraktkostnad innan du betalar, och totalbeloppet innehåller dem alla. Alla butikers leveransvillkor finns på ', link('/merchant', 'butikssidan'), '.']),
          ],
        },
        {
          id: 'delivery-options',
          question: 'Kan jag välja hur beställningen levereras?',
          answer: [
            p('Ja, när butiken erbjuder fler än ett alternativ. Beroende på butik kan du välja hemleverans, leverans till ett utlämningsställe eller att hämta i butiken. Kassan föreslår först det billigaste alternativet, och du kan ändra det för varje butik innan du betalar.'),
          ],
        },
        {
          id: 'delivery-time',
          question: 'När kommer min beställning?',
          answer: [
            p('Butikerna levererar var för sig, så om du har handlat från flera butiker får du flera paket, kanske på olika dagar. På butikssidan ser du varje butiks normala leveranstid i arbetsdagar, och kassan visar en uppskattning för det leveranssätt du har valt.'),
          ],
        },
        {
          id: 'tracking',
          question: 'Hur kan jag spåra mitt paket?',
          answer: [
            p(['När en butik har skickat dina varor visas spårningsuppgifterna i beställningen under ', myOrders, ': butiken, spårningsnumret och den senaste statusen, till exempel under transport, ute för leverans eller klar att hämta. Hela sändningens historik visas med datum och platser.']),
          ],
        },
        {
          id: 'delivery-problem',
          question: 'Mitt paket är försenat, skadat eller borta. Vad gör jag?',
          answer: [
            p(['Kontrollera först den senaste statusen under ', myOrders, '. Om paketet är mer än några arbetsdagar försenat, kommer fram skadat eller inte har nått dig fast statusen säger levererat, skriv till ', supportEmail, ' och ange ditt ordernummer. Vi kontaktar butiken och transportföretaget åt dig. Om paketet är skadat, spara förpackningen och ta bilder – det underlättar reklamationen.']),
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Betalning',
      blocks: [],
      questions: [
        {
          id: 'payment-methods',
          question: 'Vilka betalsätt kan jag använda?',
          answer: [
            p('Du kan betala med kort, mot faktura eller delbetala med kredit. Kortbetalningar hanteras av våra betalningsleverantörer Adyen och Stripe. Faktura och kredit erbjuds av Avarda, som gör en kreditprövning innan de godkänns. Vilka betalsätt som finns kan bero på land och orderbelopp, och kassan visar de som du kan använda.'),
          ],
        },
        {
          id: 'when-charged',
          question: 'När dras betalningen?',
          answer: [
            p('En kortbetalning godkänns när du bekräftar köpet i kassan, och den gäller de beställningar som butikerna tar emot. Om en butik inte kan ta emot sin del debiteras den delen inte, eller så betalas den tillbaka till ditt kort. Med faktura eller kredit betalar du Avarda enligt förfallodagarna på fakturan eller i kreditavtalet.'),
          ],
        },
        {
          id: 'invoice',
          question: 'Var hittar jag min faktura?',
          answer: [
            p(['Om du betalade mot faktura eller med kredit finns fakturauppgifterna – belopp, förfallodag, kontonummer och referensnummer (OCR) – i beställningens detaljer under ', myOrders, '. Betala alltid med det angivna referensnumret så att betalningen hamnar på rätt faktura. Behöver du mer tid, kontakta Avarda före förfallodagen.']),
          ],
        },
        {
          id: 'payment-declined',
          question: 'Min betalning nekades. Vad kan jag göra?',
          answer: [
            ul(
              'Kort: kontrollera kortuppgifterna, kortets gräns för köp på nätet och om banken bad om en bekräftelse i sin app. Försök sedan igen eller använd ett annat kort.',
              'Faktura eller kredit: Avarda beslutar utifrån en kreditprövning och kan inte alltid ange skälet. Kori ser inte dina kreditupplysningar. Du kan fortfarande betala med kort.',
              'Om kassan säger att din adress inte kunde bekräftas, se till att den stämmer exakt med din folkbokföringsadress och försök igen.',
            ),
          ],
        },
        {
          id: 'vat',
          question: 'Ingår moms i priserna?',
          answer: [
            p('Ja. Alla priser på Kori är konsumentpriser inklusive moms. Ordersammanfattningen och ditt kvitto visar hur mycket moms totalbeloppet innehåller.'),
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Returer och återbetalningar',
      blocks: [],
      questions: [
        {
          id: 'withdrawal-right',
          question: 'Kan jag returnera en vara som jag har köpt?',
          answer: [
            p('Ja. Inom EU har du 14 dagars ångerrätt vid köp på nätet, räknat från att du tog emot varan, och du behöver inte ange något skäl. Lagen undantar vissa varor, till exempel förseglade hygienartiklar när förseglingen har brutits och varor som tillverkats enligt dina egna önskemål. Många butiker erbjuder längre returrätt; butikens returvillkor finns länkade i din beställning.'),
          ],
        },
        {
          id: 'how-to-return',
          question: 'Hur returnerar jag en vara?',
          answer: [
            ol(
              ['Meddela oss inom 14 dagar från att du tog emot varan att du ångrar köpet. Det räcker med ett mejl till ', supportEmail, ' med ditt ordernummer och vilka varor du returnerar.'],
              'Packa varan omsorgsfullt, helst i originalförpackningen, med alla tillbehör.',
              'Skicka tillbaka den inom 14 dagar från ditt meddelande enligt butikens instruktioner. Av butikens returvillkor framgår om butiken betalar returfrakten.',
            ),
          ],
        },
        {
          id: 'refund-timing',
          question: 'När får jag tillbaka mina pengar?',
          answer: [
            p('Butiken ska betala tillbaka inom 14 dagar från ditt meddelande om att du ångrar köpet, men får vänta tills den har fått tillbaka varan eller du har visat att du har skickat den. Pengarna går tillbaka samma väg som du betalade: till ditt kort eller som en kreditering på din faktura. Om du använde en rabattkod får du tillbaka det belopp som du faktiskt betalade.'),
          ],
        },
        {
          id: 'faulty-product',
          question: 'Varan är felaktig. Vilka rättigheter har jag?',
          answer: [
            p('Butiken ansvarar för fel enligt konsumentköplagen, även efter att ångerfristen har gått ut. Meddela oss eller butiken inom skälig tid efter att du har upptäckt felet, beskriv det och bifoga gärna bilder. Butiken reparerar eller byter varan, eller ger dig ett prisavdrag eller pengarna tillbaka om inget av det är möjligt.'),
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Konto och inloggning',
      blocks: [],
      questions: [
        {
          id: 'sign-in-code',
          question: 'Hur loggar jag in? Jag har inget lösenord.',
          answer: [
            p('Kori använder inga lösenord. Ange din e-postadress så skickar vi en sexsiffrig kod. Skriv in koden på inloggningssidan, så är du inloggad. En kod gäller i 5 minuter och fungerar en gång. Har du inget konto ännu skapas det första gången du loggar in.'),
          ],
        },
        {
          id: 'code-not-arriving',
          question: 'Inloggningskoden kommer inte fram.',
          answer: [
            p('Vänta en minut och titta i skräppostmappen. Kontrollera att e-postadressen är rätt stavad. Om koden har gått ut, välj ”Skicka en ny kod”; bara den senaste koden fungerar.'),
          ],
        },
        {
          id: 'stay-signed-in',
          question: 'Hur länge är jag inloggad?',
          answer: [
            p('Upp till 30 dagar på samma enhet och i samma webbläsare, om du inte loggar ut. Om sessionen tar slut loggar du bara in igen med en ny kod.'),
          ],
        },
        {
          id: 'missing-orders',
          question: 'Varför ser jag inte mina beställningar?',
          answer: [
            p(['Beställningarna är kopplade till den e-postadress som du använde i kassan. Logga in med den adressen så ser du dem under ', myOrders, '.']),
          ],
        },
        {
          id: 'delete-account',
          question: 'Hur tar jag bort mitt konto?',
          answer: [
            p(['Skriv till ', supportEmail, ' från e-postadressen som hör till ditt konto. Vi tar bort ditt konto och dina personuppgifter, utom det som vi enligt lag måste spara, till exempel bokföringsunderlaget för dina beställningar. Läs mer i vår ', link('/privacy-statement', 'integritetspolicy'), '.']),
          ],
        },
      ],
    },
    {
      id: 'price-alerts',
      heading: 'Prisbevakningar',
      blocks: [],
      questions: [
        {
          id: 'create-alert',
          question: 'Hur fungerar prisbevakning?',
          answer: [
            p('Ange på produktsidan vilket pris du vill betala och fyll i din e-postadress, eller logga in. Vi jämför de bästa erbjudandena regelbundet och mejlar dig när varan finns till ditt pris eller lägre.'),
          ],
        },
        {
          id: 'alert-price',
          question: 'Vilket pris jämförs med min prisbevakning?',
          answer: [
            p('Totalpriset levererat till ditt land: varans pris plus butikens fraktkostnad, med hänsyn till butikens gräns för fri frakt. Det är samma pris som avgör i vilken ordning erbjudandena visas.'),
          ],
        },
        {
          id: 'delete-alert',
          question: 'Hur stänger jag av en prisbevakning?',
          answer: [
            p('Varje mejl från prisbevakningen innehåller en länk för att ta bort bevakningen. Öppna den så tas bevakningen bort direkt, och sidan bekräftar det. Du kan lägga en ny bevakning när du vill.'),
          ],
        },
      ],
    },
    {
      id: 'coupons',
      heading: 'Rabattkoder och kampanjer',
      blocks: [],
      questions: [
        {
          id: 'use-coupon',
          question: 'Hur använder jag en rabattkod?',
          answer: [
            p('Skriv in koden i fältet för rabattkod i kassan. Rabatten syns i ordersammanfattningen innan du betalar. En kod som följer med en kampanjlänk eller kampanjbanner läggs till åt dig.'),
          ],
        },
        {
          id: 'coupon-rejected',
          question: 'Varför godtogs inte min rabattkod?',
          answer: [
            p('Kassan anger skälet. De vanligaste är:'),
            ul(
              'Koden har gått ut, eller kampanjen har inte börjat ännu.',
              'Koden är redan använd – de flesta koder fungerar en gång per kund.',
              'Dina varor når inte upp till det lägsta belopp som koden kräver.',
              'Koden gäller förstagångsköpare, och du har redan en slutförd beställning.',
              'Koden är felstavad. Stora och små bokstäver spelar ingen roll, men varje tecken gör det.',
            ),
          ],
        },
        {
          id: 'star-code',
          question: 'Vad är koden STAR?',
          answer: [
            p(['STAR är vår välkomstrabatt för förstagångsköpare, alltså kunder som ännu inte har någon slutförd beställning hos Kori. Den fungerar en gång och kan inte kombineras med andra koder. Rabatten och kampanjperioden visas i kampanjbannern, och alla villkor finns på sidan ', link('/campaign-terms', 'kampanjvillkor'), '.']),
          ],
        },
        {
          id: 'invite-friend',
          question: 'Hur fungerar Tipsa en vän?',
          answer: [
            p(['När du är inloggad hittar du din personliga värvningskod på sidan ', link('/invite-a-friend', 'Tipsa en vän'), '. En vän som använder din kod i sin första beställning får rabatt. När vännens beställning är slutförd får du en rabattkod till ditt nästa köp.']),
          ],
        },
        {
          id: 'banner-closed',
          question: 'Jag stängde kampanjbannern. Kan jag ändå använda erbjudandet?',
          answer: [
            p('Ja. En stängd banner förblir dold i den webbläsaren i 7 dagar, men kampanjkoden fungerar i kassan så länge kampanjen pågår.'),
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Integritet och kakor',
      blocks: [],
      questions: [
        {
          id: 'what-data',
          question: 'Vilka personuppgifter använder Kori?',
          answer: [
            p(['För att leverera dina beställningar behöver vi ditt namn, din leveransadress, e-postadress och ditt telefonnummer. Varje butik får bara det som den behöver för att leverera sina varor. I vår ', link('/privacy-statement', 'integritetspolicy'), ' beskrivs allt i detalj.']),
          ],
        },
        {
          id: 'cookie-choices',
          question: 'Hur ändrar jag mina val om kakor?',
          answer: [
            p('Välj ”Cookieinställningar” längst ned på valfri sida. Nödvändiga kakor är alltid på. Kakor för preferenser, statistik och annonsering används bara om du tillåter dem, och du kan när som helst återkalla ditt samtycke.'),
          ],
        },
        {
          id: 'my-data',
          question: 'Kan jag se eller radera de uppgifter ni har om mig?',
          answer: [
            p(['Ja. Skriv till ', supportEmail, ' så skickar vi en kopia av dina uppgifter, rättar dem eller raderar dem. Vi svarar inom en månad.']),
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakta oss',
      blocks: [
        p(['Kundtjänst: ', supportEmail, '. Gäller frågan en beställning, ange ordernumret. Vi svarar på vardagar, oftast inom en arbetsdag.']),
        p('Kori Oy, Helsingfors, Finland.'),
      ],
    },
  ],
};
