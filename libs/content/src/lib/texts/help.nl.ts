import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

const myOrders = link('/my/orders', 'Mijn bestellingen');

export const helpNl: ContentDocument = {
  lead: [
    ['Antwoorden op de vragen die klanten ons het vaakst stellen, per onderwerp. Open een vraag om het antwoord te lezen. Staat je vraag er niet bij? Mail ons via ', supportEmail, ' – we antwoorden op werkdagen, meestal binnen één werkdag.'],
  ],
  sections: [
    {
      id: 'ordering',
      heading: 'Bestellen',
      blocks: [],
      questions: [
        {
          id: 'how-ordering-works',
          question: 'Hoe werkt kopen via Kori?',
          answer: [
            p('Kori zet aanbiedingen van veel webwinkels naast elkaar. Je kunt producten van verschillende winkels in één winkelwagen leggen en alles in één keer afrekenen. Zodra je betaling is goedgekeurd, plaatst Kori namens jou bij elke winkel een aparte bestelling, en elke winkel verpakt en bezorgt zijn eigen producten.'),
            p(['De koopovereenkomst sluit je met elke winkel waar je koopt, dus de bezorg- en retourvoorwaarden van die winkel gelden. Kori regelt het bestellen en betalen en is je aanspreekpunt als er iets misgaat. Meer hierover lees je in onze ', link('/terms-and-conditions', 'algemene voorwaarden'), '.']),
          ],
        },
        {
          id: 'order-confirmation',
          question: 'Hoe weet ik of mijn bestelling is gelukt?',
          answer: [
            p(['Na het afrekenen zie je een bevestigingspagina met je bestelnummer en een overzicht per winkel, en we sturen dezelfde bevestiging naar je e-mailadres. Je kunt de bestelling altijd volgen onder ', myOrders, ' als je bent ingelogd met het e-mailadres dat je bij het afrekenen hebt gebruikt.']),
          ],
        },
        {
          id: 'shop-rejected-order',
          question: 'Wat gebeurt er als een winkel mijn bestelling niet kan aannemen?',
          answer: [
            p('Voordat je betaalt, controleert Kori bij elke winkel de prijs, de voorraad en de bezorgopties van elk product. Wijst een winkel de bestelling toch af wanneer Kori die plaatst – bijvoorbeeld omdat het laatste exemplaar net is verkocht – dan laten we je dat meteen weten. Je bestellingen bij de andere winkels gaan gewoon door. Voor het deel dat de winkel niet heeft aangenomen betaal je niet; was het bedrag al afgeschreven, dan krijg je het terug via de betaalmethode die je hebt gebruikt.'),
          ],
        },
        {
          id: 'change-or-cancel',
          question: 'Kan ik een bestelling wijzigen of annuleren?',
          answer: [
            p(['Winkels verwerken bestellingen snel, dus een geplaatste bestelling kan niet meer worden gewijzigd. Wil je annuleren, mail dan zo snel mogelijk naar ', supportEmail, ' met je bestelnummer. We vragen de winkel de bestelling tegen te houden voordat die wordt verzonden. Is het pakket al onderweg, dan kun je je herroepingsrecht gebruiken zodra het binnen is (zie Retourneren en terugbetalen hieronder).']),
          ],
        },
        {
          id: 'order-limits',
          question: 'Is er een minimum- of maximumbedrag voor een bestelling?',
          answer: [
            p('Sommige winkels hebben een minimumbestelbedrag; bij het afrekenen zie je het als je producten van een winkel daar niet aan komen. Voor je veiligheid geldt er ook een maximum voor het totaalbedrag van één keer afrekenen. Zit je winkelwagen daarboven, dan meldt de kassa dat en kun je je aankoop over twee bestellingen verdelen.'),
          ],
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Bezorging',
      blocks: [],
      questions: [
        {
          id: 'delivery-cost',
          question: 'Hoe worden de verzendkosten berekend?',
          answer: [
            p(['Elke winkel rekent zijn eigen verzendkosten. Komen de producten die je bij één winkel koopt boven de drempel voor gratis verzending van die winkel, dan is de bezorging van die winkel gratis. Bij het afrekenen zie je de verzendkosten van elke winkel voordat je betaalt, en het totaalbedrag bevat ze allemaal. De leveringsvoorwaarden van alle winkels vind je op de ', link('/merchant', 'winkelpagina'), '.']),
          ],
        },
        {
          id: 'delivery-options',
          question: 'Kan ik kiezen hoe mijn bestelling wordt bezorgd?',
          answer: [
            p('Ja, als de winkel meer dan één optie heeft. Afhankelijk van de winkel kies je voor thuisbezorging, bezorging bij een afhaalpunt of afhalen in de winkel. De kassa stelt eerst de goedkoopste optie voor; je kunt die per winkel aanpassen voordat je betaalt.'),
          ],
        },
        {
          id: 'delivery-time',
          question: 'Wanneer wordt mijn bestelling bezorgd?',
          answer: [
            p('De winkels bezorgen los van elkaar. Heb je bij meerdere winkels gekocht, dan ontvang je dus meerdere pakketten, misschien op verschillende dagen. Op de winkelpagina zie je de gebruikelijke levertijd van elke winkel in werkdagen, en bij het afrekenen zie je een schatting voor de bezorgoptie die je kiest.'),
          ],
        },
        {
          id: 'tracking',
          question: 'Hoe volg ik mijn pakket?',
          answer: [
            p(['Zodra een winkel je producten heeft verzonden, staan de track-and-trace-gegevens bij de bestelling onder ', myOrders, ': de winkel, de trackingcode en de laatste status, zoals onderweg, wordt vandaag bezorgd of klaar om af te halen. De hele geschiedenis van de zending staat erbij, met datums en plaatsen.']),
          ],
        },
        {
          id: 'delivery-problem',
          question: 'Mijn pakket is te laat, beschadigd of kwijt. Wat nu?',
          answer: [
            p(['Kijk eerst naar de laatste status onder ', myOrders, '. Is het pakket meer dan een paar werkdagen te laat, komt het beschadigd aan of heb je het niet ontvangen terwijl de status bezorgd aangeeft, mail dan naar ', supportEmail, ' met je bestelnummer. Wij nemen voor je contact op met de winkel en de vervoerder. Bewaar bij een beschadigd pakket de verpakking en maak foto’s; dat helpt bij de afhandeling.']),
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Betalen',
      blocks: [],
      questions: [
        {
          id: 'payment-methods',
          question: 'Met welke betaalmethoden kan ik betalen?',
          answer: [
            p('Je kunt betalen met een kaart, achteraf op factuur of in termijnen met krediet. Kaartbetalingen worden verwerkt door onze betaalproviders Adyen en Stripe. Factuur en krediet worden aangeboden door Avarda, dat eerst je kredietwaardigheid controleert. Welke methoden beschikbaar zijn, kan afhangen van je land en het bedrag van de bestelling; bij het afrekenen zie je welke je kunt gebruiken.'),
          ],
        },
        {
          id: 'when-charged',
          question: 'Wanneer wordt het bedrag afgeschreven?',
          answer: [
            p('Een kaartbetaling wordt goedgekeurd wanneer je de bestelling bevestigt, en geldt voor de bestellingen die de winkels aannemen. Kan een winkel zijn deel niet aannemen, dan wordt dat deel niet afgeschreven of teruggestort op je kaart. Bij factuur of krediet betaal je Avarda volgens de vervaldatums op je factuur of in je kredietovereenkomst.'),
          ],
        },
        {
          id: 'invoice',
          question: 'Waar vind ik mijn factuur?',
          answer: [
            p(['Heb je op factuur of met krediet betaald, dan staan de factuurgegevens – bedrag, vervaldatum, rekeningnummer en betalingskenmerk – bij de details van je bestelling onder ', myOrders, '. Betaal altijd met het vermelde betalingskenmerk, zodat je betaling bij de juiste factuur terechtkomt. Heb je meer tijd nodig, neem dan vóór de vervaldatum contact op met Avarda.']),
          ],
        },
        {
          id: 'payment-declined',
          question: 'Mijn betaling is geweigerd. Wat kan ik doen?',
          answer: [
            ul(
              'Kaart: controleer je kaartgegevens, de limiet van je kaart voor online aankopen en of je bank in de app om een bevestiging vroeg. Probeer het daarna opnieuw of gebruik een andere kaart.',
              'Factuur of krediet: Avarda beslist op basis van een kredietcontrole en kan niet altijd de reden geven. Kori ziet je kredietgegevens niet. Je kunt nog steeds met een kaart betalen.',
              'Meldt de kassa dat je adres niet kon worden gecontroleerd, zorg dan dat het precies overeenkomt met je adres in de basisregistratie personen en probeer het opnieuw.',
            ),
          ],
        },
        {
          id: 'vat',
          question: 'Zijn de prijzen inclusief btw?',
          answer: [
            p('Ja. Alle prijzen op Kori zijn consumentenprijzen inclusief btw. Het besteloverzicht en je bon laten zien hoeveel btw er in het totaalbedrag zit.'),
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Retourneren en terugbetalen',
      blocks: [],
      questions: [
        {
          id: 'withdrawal-right',
          question: 'Kan ik een product terugsturen?',
          answer: [
            p('Ja. In de EU mag je een online aankoop binnen 14 dagen na ontvangst zonder opgave van redenen ongedaan maken. De wet zondert sommige producten uit, zoals verzegelde hygiëneproducten waarvan de verzegeling is verbroken en producten die naar jouw wensen zijn gemaakt. Veel winkels bieden een langere retourtermijn; de retourvoorwaarden van de winkel vind je bij je bestelling.'),
          ],
        },
        {
          id: 'how-to-return',
          question: 'Hoe stuur ik een product terug?',
          answer: [
            ol(
              ['Laat ons binnen 14 dagen na ontvangst weten dat je de aankoop herroept. Een mail naar ', supportEmail, ' met je bestelnummer en de producten die je terugstuurt is genoeg.'],
              'Verpak het product zorgvuldig, het liefst in de originele verpakking, met alle accessoires.',
              'Stuur het binnen 14 dagen na je melding terug volgens de instructies van de winkel. In de retourvoorwaarden van de winkel staat of de winkel de retourkosten betaalt.',
            ),
          ],
        },
        {
          id: 'refund-timing',
          question: 'Wanneer krijg ik mijn geld terug?',
          answer: [
            p('De winkel moet je binnen 14 dagen na je herroeping terugbetalen, maar mag wachten tot het product terug is of tot je hebt aangetoond dat je het hebt teruggestuurd. Het geld gaat terug zoals je hebt betaald: naar je kaart of als creditering op je factuur. Heb je een kortingscode gebruikt, dan krijg je terug wat je werkelijk hebt betaald.'),
          ],
        },
        {
          id: 'faulty-product',
          question: 'Het product is kapot. Wat zijn mijn rechten?',
          answer: [
            p('Volgens het consumentenrecht is de winkel verantwoordelijk voor gebreken, ook na afloop van de retourtermijn. Meld het ons of de winkel binnen een redelijke termijn nadat je het gebrek hebt ontdekt, beschrijf het en voeg zo mogelijk foto’s toe. De winkel repareert of vervangt het product, of geeft je een prijsverlaging of je geld terug als dat allebei niet mogelijk is.'),
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Account en inloggen',
      blocks: [],
      questions: [
        {
          id: 'sign-in-code',
          question: 'Hoe log ik in? Ik heb geen wachtwoord.',
          answer: [
            p('Kori werkt zonder wachtwoorden. Vul je e-mailadres in en we sturen je een code van zes cijfers. Voer de code in op de inlogpagina en je bent ingelogd. Een code is 5 minuten geldig en werkt één keer. Heb je nog geen account, dan wordt dat aangemaakt wanneer je voor het eerst inlogt.'),
          ],
        },
        {
          id: 'code-not-arriving',
          question: 'De inlogcode komt niet aan.',
          answer: [
            p('Wacht even en kijk ook in je map met spam of ongewenste e-mail. Controleer of je e-mailadres goed is gespeld. Is de code verlopen, kies dan “Nieuwe code versturen”; alleen de nieuwste code werkt.'),
          ],
        },
        {
          id: 'stay-signed-in',
          question: 'Hoe lang blijf ik ingelogd?',
          answer: [
            p('Tot 30 dagen op hetzelfde apparaat en in dezelfde browser, tenzij je uitlogt. Loopt de sessie af, dan log je gewoon opnieuw in met een nieuwe code.'),
          ],
        },
        {
          id: 'missing-orders',
          question: 'Waarom zie ik mijn bestellingen niet?',
          answer: [
            p(['Bestellingen zijn gekoppeld aan het e-mailadres dat je bij het afrekenen hebt gebruikt. Log in met dat adres om ze te zien onder ', myOrders, '.']),
          ],
        },
        {
          id: 'delete-account',
          question: 'Hoe verwijder ik mijn account?',
          answer: [
            p(['Mail naar ', supportEmail, ' vanaf het e-mailadres van je account. We verwijderen je account en je persoonsgegevens, behalve wat we wettelijk moeten bewaren, zoals de boekhouding van je bestellingen. Lees meer in onze ', link('/privacy-statement', 'privacyverklaring'), '.']),
          ],
        },
      ],
    },
    {
      id: 'price-alerts',
      heading: 'Prijsalerts',
      blocks: [],
      questions: [
        {
          id: 'create-alert',
          question: 'Hoe werkt een prijsalert?',
          answer: [
            p('Stel op een productpagina de prijs in die je wilt betalen en vul je e-mailadres in, of log in. We vergelijken de beste aanbiedingen regelmatig en mailen je zodra het product voor jouw prijs of minder te koop is.'),
          ],
        },
        {
          id: 'alert-price',
          question: 'Met welke prijs wordt mijn prijsalert vergeleken?',
          answer: [
            p('Met de totaalprijs bezorgd in jouw land: de productprijs plus de verzendkosten van de winkel, rekening houdend met de drempel voor gratis verzending. Het is dezelfde prijs die de volgorde van de aanbiedingen bepaalt.'),
          ],
        },
        {
          id: 'delete-alert',
          question: 'Hoe stop ik een prijsalert?',
          answer: [
            p('In elke e-mail van een prijsalert staat een link om de alert te verwijderen. Open die link en de alert is meteen weg; de pagina bevestigt het. Je kunt altijd een nieuwe alert instellen.'),
          ],
        },
      ],
    },
    {
      id: 'coupons',
      heading: 'Kortingscodes en acties',
      blocks: [],
      questions: [
        {
          id: 'use-coupon',
          question: 'Hoe gebruik ik een kortingscode?',
          answer: [
            p('Vul de code bij het afrekenen in het veld voor de kortingscode in. De korting staat in het besteloverzicht voordat je betaalt. Een code die bij een actielink of -banner hoort, wordt automatisch toegevoegd.'),
          ],
        },
        {
          id: 'coupon-rejected',
          question: 'Waarom werd mijn kortingscode niet geaccepteerd?',
          answer: [
            p('De kassa vertelt je waarom. De meest voorkomende redenen zijn:'),
            ul(
              'De code is verlopen, of de actie is nog niet begonnen.',
              'De code is al gebruikt – de meeste codes werken één keer per klant.',
              'Je producten komen niet aan het minimumbedrag dat voor de code geldt.',
              'De code is voor nieuwe klanten en je hebt al eerder een bestelling afgerond.',
              'Er zit een tikfout in de code. Hoofdletters en kleine letters maken niet uit, maar elk teken telt.',
            ),
          ],
        },
        {
          id: 'star-code',
          question: 'Wat is de code STAR?',
          answer: [
            p(['STAR is onze welkomstkorting voor nieuwe klanten: mensen die bij Kori nog geen afgeronde bestelling hebben. De code werkt één keer en is niet te combineren met andere codes. De korting en de actieperiode staan in de actiebanner, en alle voorwaarden vind je bij de ', link('/campaign-terms', 'actievoorwaarden'), '.']),
          ],
        },
        {
          id: 'invite-friend',
          question: 'Hoe werkt Vriend uitnodigen?',
          answer: [
            p(['Als je bent ingelogd, vind je je persoonlijke uitnodigingscode op de pagina ', link('/invite-a-friend', 'Vriend uitnodigen'), '. Een vriend die jouw code bij zijn of haar eerste bestelling gebruikt, krijgt korting. Zodra die bestelling is afgerond, krijg jij een kortingscode voor je volgende aankoop.']),
          ],
        },
        {
          id: 'banner-closed',
          question: 'Ik heb de actiebanner gesloten. Kan ik de actie nog gebruiken?',
          answer: [
            p('Ja. Een gesloten banner blijft in die browser 7 dagen verborgen, maar de actiecode werkt bij het afrekenen zolang de actie loopt.'),
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy en cookies',
      blocks: [],
      questions: [
        {
          id: 'what-data',
          question: 'Welke persoonsgegevens gebruikt Kori?',
          answer: [
            p(['Om je bestellingen te bezorgen hebben we je naam, bezorgadres, e-mailadres en telefoonnummer nodig. Elke winkel krijgt alleen wat nodig is om zijn producten te bezorgen. In de ', link('/privacy-statement', 'privacyverklaring'), ' lees je alles in detail.']),
          ],
        },
        {
          id: 'cookie-choices',
          question: 'Hoe wijzig ik mijn cookiekeuze?',
          answer: [
            p('Kies “Cookie-instellingen” onderaan een willekeurige pagina. Noodzakelijke cookies staan altijd aan. Cookies voor voorkeuren, statistieken en advertenties gebruiken we alleen als je daar toestemming voor geeft, en je kunt je toestemming altijd intrekken.'),
          ],
        },
        {
          id: 'my-data',
          question: 'Kan ik de gegevens die jullie over mij hebben inzien of laten verwijderen?',
          answer: [
            p(['Ja. Mail naar ', supportEmail, ' en we sturen je een kopie van je gegevens, verbeteren ze of verwijderen ze. We reageren binnen een maand.']),
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        p(['Klantenservice: ', supportEmail, '. Gaat je vraag over een bestelling, vermeld dan het bestelnummer. We antwoorden op werkdagen, meestal binnen één werkdag.']),
        p('Kori Oy, Helsinki, Finland.'),
      ],
    },
  ],
};
