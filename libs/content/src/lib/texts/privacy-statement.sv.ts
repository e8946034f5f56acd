import { link, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';
import { storageTableRows } from './storage-table-rows.server';

export const privacyStatementSv: ContentDocument = {
  lead: [
    'Här förklarar vi vilka personuppgifter Kori samlar in när du använder Koris webbplats och app, varför vi använder dem, vem vi delar dem med, hur länge vi sparar dem och vilka rättigheter du har.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Personuppgiftsansvarig',
      blocks: [
        p(['Personuppgiftsansvarig är Kori Oy, Helsingfors, Finland. I alla frågor om dina personuppgifter kan du skriva till ', supportEmail, ' med ämnesraden ”Integritet”.']),
        p('Butikerna som du handlar från via Kori är självständigt personuppgiftsansvariga för de orderuppgifter som de får från oss; för dem gäller butikernas egna integritetspolicyer.'),
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Vilka uppgifter vi samlar in',
      blocks: [
        ul(
          'Kontaktuppgifter: e-postadress och telefonnummer.',
          'Leveransadress: för- och efternamn, gatuadress, postnummer och ort.',
          'Orderhistorik: varor, butiker, priser, rabatter, leveransval, betalsätt och status för beställningar, fakturor och försändelser.',
          'Konto och inloggning: din e-postadress, det användar-id som vår inloggningstjänst ger och när du loggade in.',
          'Prisbevakningar: varan, ditt målpris och din e-postadress.',
          'Rabattkoder och värvning: de rabattkoder du har använt och din personliga värvningskod.',
          'Teknisk information och användning: IP-adress, typ av webbläsare och enhet samt vilka sidor du besöker – användningsdata bara på det sätt som beskrivs under ”Statistik och annonsering”.',
        ),
        p('Vi sparar inga kortnummer: kortuppgifterna går direkt till betalningsleverantören.'),
      ],
    },
    {
      id: 'purposes',
      heading: 'Varför vi använder dina uppgifter och med vilken rättslig grund',
      blocks: [
        ul(
          'För att lägga och leverera dina beställningar, ta betalt och hantera returer, reklamationer och kundtjänst: för att fullgöra vårt avtal med dig (artikel 6.1 b i dataskyddsförordningen).',
          'För att hålla dig inloggad och skydda konton mot missbruk: vårt avtal med dig och vårt berättigade intresse av säkerhet (artikel 6.1 f).',
          'För att skicka de prisbevakningar du har bett om: ditt samtycke (artikel 6.1 a), som du kan återkalla med borttagningslänken i varje bevakningsmejl.',
          'För att bokföra beställningar och betalningar: vår rättsliga förpliktelse (artikel 6.1 c).',
          'För att samla in användningsstatistik och mäta annonsering: ditt samtycke i inställningarna för kakor.',
          'För att förhindra missbruk av rabattkoder och kampanjer: vårt berättigade intresse.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Kakor och lokal lagring',
      blocks: [
        p('Kakorna är indelade i fyra nivåer: nödvändiga, preferenser, statistik och annonsering. Nödvändiga kakor är alltid på, eftersom butiken inte fungerar utan dem. De andra används bara om du tillåter dem. Du kan ändra ditt val när som helst under ”Cookieinställningar” längst ned på varje sida.'),
        {
          kind: 'table',
          id: 'cookie-list',
          caption: 'Kakor som Kori sätter',
          columns: ['Kaka', 'Syfte', 'Kategori', 'Livslängd'],
          rows: storageTableRows('cookie', 'sv'),
        },
        p('Webbplatsen sparar också viss information i webbläsarens lokala lagring (local storage). Den stannar på din enhet och skickas inte automatiskt till oss.'),
        {
          kind: 'table',
          id: 'storage-list',
          caption: 'Information i webbläsarens lokala lagring',
          columns: ['Post', 'Syfte', 'Kategori', 'Sparas'],
          rows: storageTableRows('localStorage', 'sv'),
        },
      ],
    },
    {
      id: 'statistics-and-advertising',
      heading: 'Statistik och annonsering',
      blocks: [
        p('Om du tillåter statistik skickar webbplatsen användningshändelser – till exempel visade sidor, sökningar och stegen i varukorgen och kassan – till Koris egen statistiktjänst. Utan ditt samtycke skickas inga statistikhändelser.'),
        p('Vi använder Googles samtyckesläge (Consent Mode). Dess signaler för analys och annonsering är som standard satta till ”nekad” och ändras bara om du tillåter statistik eller annonsering i inställningarna för kakor.'),
        p('Om du tillåter annonsering kan vi mäta om våra annonser leder till köp. För det kan din e-postadress och ditt telefonnummer delas med annonspartner, men bara som oåterkalleliga SHA-256-hashvärden och aldrig i läsbar form.'),
      ],
    },
    {
      id: 'recipients',
      heading: 'Vem som får dina uppgifter',
      blocks: [
        ul(
          'Butikerna du handlar från: ditt namn, din leveransadress, e-postadress och ditt telefonnummer samt de varor du har beställt från dem – det de behöver för att leverera beställningen och hantera returer.',
          'Stytch, vår inloggningstjänst: din e-postadress, för att skicka inloggningskoder och hantera sessioner.',
          'Våra betalningsleverantörer Avarda, Adyen och Stripe: de uppgifter som behövs för att genomföra betalningen. Vid faktura och kredit gör Avarda även en kreditprövning.',
          'Transportföretag, via butikerna: din leveransadress och dina kontaktuppgifter, för att leverera paketet.',
          'Myndigheter, när lagen kräver det.',
        ),
        p('Våra leverantörer behandlar uppgifter bara enligt våra instruktioner och enligt ett personuppgiftsbiträdesavtal. Vi säljer aldrig dina personuppgifter.'),
      ],
    },
    {
      id: 'transfers',
      heading: 'Överföringar utanför EU',
      blocks: [
        p('Några av våra leverantörer, till exempel Stytch, finns i USA. När personuppgifter överförs utanför EU/EES grundar sig överföringen på ett beslut om adekvat skyddsnivå från Europeiska kommissionen (som ramverket för dataskydd mellan EU och USA) eller på kommissionens standardavtalsklausuler, med ytterligare skyddsåtgärder vid behov.'),
      ],
    },
    {
      id: 'retention',
      heading: 'Hur länge vi sparar uppgifter',
      blocks: [
        ul(
          'Kontouppgifter: så länge du har ett konto. Konton som inte har använts på tre år tar vi bort.',
          'Beställningar, fakturor och kvitton: så länge bokföringslagen kräver – i Finland sex år från utgången av det år då räkenskapsperioden för köpet tog slut.',
          'Prisbevakningar: tills du tar bort bevakningen eller ditt konto.',
          'Meddelanden till kundtjänst: två år efter att ärendet avslutats.',
          'Statistikdata: högst 14 månader.',
        ),
      ],
    },
    {
      id: 'rights',
      heading: 'Dina rättigheter',
      blocks: [
        ul(
          'Tillgång: du kan få en kopia av de personuppgifter vi har om dig.',
          'Rättelse: du kan få felaktiga uppgifter rättade.',
          'Radering: du kan få dina uppgifter raderade, om vi inte måste spara dem enligt lag.',
          'Dataportabilitet: du kan få de uppgifter du har gett oss i ett maskinläsbart format.',
          'Invändning: du kan invända mot behandling som grundar sig på vårt berättigade intresse, och mot direktmarknadsföring när som helst.',
          'Begränsning: du kan be oss begränsa behandlingen medan en fråga om dina uppgifter utreds.',
          'Återkallat samtycke: du kan när som helst återkalla ett samtycke; det påverkar inte behandlingen före återkallelsen.',
        ),
        p(['Skriv till ', supportEmail, ' för att använda dina rättigheter. Vi svarar inom en månad och kan be dig bekräfta din identitet, till exempel genom att logga in.']),
      ],
    },
    {
      id: 'complaints',
      heading: 'Klagomål till tillsynsmyndighet',
      blocks: [
        p('Om du anser att vi behandlar dina uppgifter felaktigt kan du lämna klagomål till en dataskyddsmyndighet, särskilt i det land där du bor eller arbetar:'),
        ul(
          ['Finland: Dataombudsmannens byrå (Tietosuojavaltuutetun toimisto), ', link('https://tietosuoja.fi', 'tietosuoja.fi')],
          ['Sverige: Integritetsskyddsmyndigheten (IMY), ', link('https://www.imy.se', 'imy.se')],
          ['Nederländerna: Autoriteit Persoonsgegevens, ', link('https://www.autoriteitpersoonsgegevens.nl', 'autoriteitpersoonsgegevens.nl')],
        ),
        p('Vi uppskattar om du först ger oss chansen att reda ut saken tillsammans med dig.'),
      ],
    },
    {
      id: 'security',
      heading: 'Så skyddar vi dina uppgifter',
      blocks: [
        p('Alla anslutningar till Kori är krypterade. Inloggningskakorna kan inte läsas av skript på sidan, vi sparar inga lösenord alls, och bara de som behöver personuppgifter i sitt arbete har tillgång till dem.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Ändringar i denna policy',
      blocks: [
        p('Vi uppdaterar policyn när vårt sätt att behandla personuppgifter ändras. Datumet högst upp på sidan visar den gällande versionen. Om en ändring påverkar dig väsentligt meddelar vi dig också via e-post.'),
      ],
    },
  ],
};
