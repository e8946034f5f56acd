import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const termsAndConditionsNl: ContentDocument = {
  lead: [
    'Deze voorwaarden gelden als je Kori gebruikt om aanbiedingen te vergelijken en producten te kopen bij de winkels op Kori. Lees ze voordat je een bestelling plaatst.',
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Toepassing',
      blocks: [
        p('Kori wordt aangeboden door Kori Oy, Helsinki, Finland (“Kori”, “wij”). Deze voorwaarden gelden voor de website en de app van Kori en voor elke bestelling die je daarmee plaatst. Kori is bedoeld voor consumenten. Om te bestellen moet je minstens 18 jaar zijn of toestemming hebben van je ouder of voogd.'),
      ],
    },
    {
      id: 'kori-role',
      heading: 'De rol van Kori',
      blocks: [
        p('Kori is een tussenpersoon. We tonen de aanbiedingen van zelfstandige winkels, nemen je bestelling en betaling in één keer in ontvangst en plaatsen op jouw naam bij elke winkel een bestelling. De koopovereenkomst voor een product sluit je met de winkel die het verkoopt.'),
        p('De winkel is verantwoordelijk voor het product, de bezorging, de garantie en je wettelijke rechten als koper, volgens zijn eigen verkoopvoorwaarden, die ook van toepassing zijn. Kori is verantwoordelijk voor zijn eigen dienst: dat de gegevens uit de kassa juist worden doorgegeven, dat je bestellingen worden geplaatst zoals je ze hebt bevestigd en dat je betaling correct wordt afgehandeld.'),
      ],
    },
    {
      id: 'account',
      heading: 'Account en inloggen',
      blocks: [
        p('Je logt in met een eenmalige code die naar je e-mailadres wordt gestuurd; Kori werkt zonder wachtwoorden. Houd je e-mailaccount goed beveiligd, want wie je e-mail kan lezen, kan inloggen op je Kori-account. Laat het ons meteen weten als je misbruik vermoedt. We kunnen een account blokkeren dat in strijd met deze voorwaarden wordt gebruikt.'),
      ],
    },
    {
      id: 'prices',
      heading: 'Prijzen en productinformatie',
      blocks: [
        p('Prijzen, verzendkosten, voorraad en productbeschrijvingen komen van de winkels. Prijzen zijn inclusief btw. Voordat je betaalt, controleert de kassa elke prijs en alle verzendkosten bij de winkel en toont het totaalbedrag dat je betaalt. Is er iets veranderd sinds je het product in je winkelwagen legde, dan zie je de nieuwe bedragen voordat je bevestigt.'),
        p('Heeft een winkel een duidelijke prijsfout gemaakt, dan mag de winkel de bestelling voor dat product annuleren. Je krijgt dan alles terug wat je ervoor hebt betaald.'),
      ],
    },
    {
      id: 'ordering',
      heading: 'Zo komt een bestelling tot stand',
      blocks: [
        ol(
          'Je legt producten van een of meer winkels in je winkelwagen en gaat naar de kassa.',
          'De kassa toont per winkel de bezorgopties, verzendkosten en het totaal. Je vult je bezorggegevens in en kiest een betaalmethode.',
          'Als je bevestigt en betaalt, geef je Kori opdracht om met de gegevens die je hebt opgegeven op jouw naam bij elke winkel een bestelling te plaatsen.',
          'Kori plaatst de bestellingen. De koopovereenkomst met een winkel komt tot stand zodra de winkel de bestelling accepteert.',
          'Je krijgt een bevestiging per e-mail, en de bestellingen staan onder Mijn bestellingen.',
        ),
        p('Accepteert een winkel zijn bestelling niet, dan laten we je dat meteen weten. Dat deel wordt niet afgeschreven of je krijgt het terug. De bestellingen bij de andere winkels blijven gewoon staan.'),
      ],
    },
    {
      id: 'payment',
      heading: 'Betalen',
      blocks: [
        p('Je betaalt de hele bestelling in één keer. Kori ontvangt de betaling via zijn betaalproviders en draagt aan elke winkel zijn deel af. Heb je Kori betaald – of Avarda bij factuur en krediet – dan heb je de winkels betaald.'),
        ul(
          'Kaartbetalingen worden verwerkt door Adyen en Stripe. Kori ziet en bewaart je kaartnummer nooit.',
          'Factuur en krediet worden aangeboden door Avarda en vallen onder de kredietcontrole en voorwaarden van Avarda, die je accepteert als je die betaalmethode kiest.',
        ),
      ],
    },
    {
      id: 'delivery',
      heading: 'Bezorging',
      blocks: [
        p('Elke winkel bezorgt zijn eigen producten op de manier die je hebt gekozen. Levertijden zijn schattingen van de winkels. Het risico voor de producten gaat op jou over als je ze ontvangt. Controleer het pakket bij ontvangst en meld zichtbare transportschade direct bij ons of bij de vervoerder.'),
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Herroepingsrecht en retourneren',
      blocks: [
        p('Je mag een aankoop binnen 14 dagen na ontvangst van de producten zonder opgave van redenen herroepen, zoals het Europese consumentenrecht voor koop op afstand bepaalt. De wet zondert sommige producten uit, zoals verzegelde hygiëneproducten waarvan de verzegeling is verbroken en producten die naar jouw wensen zijn gemaakt.'),
        p(['Laat het ons of de winkel binnen die 14 dagen weten, bijvoorbeeld met een mail naar ', supportEmail, '. Stuur de producten binnen 14 dagen na je melding terug. De winkel betaalt de prijs en de oorspronkelijke standaardverzendkosten binnen 14 dagen na je melding terug, maar mag wachten tot de producten terug zijn. In de voorwaarden van de winkel staat wie de retourkosten betaalt. Biedt de winkel een langere retourtermijn, dan mag je die gebruiken. Een stappenplan vind je bij de ', link('/help#how-to-return', 'klantenservice'), '.']),
      ],
    },
    {
      id: 'defects',
      heading: 'Gebreken en klachten',
      blocks: [
        p('Is een product kapot of klopt het niet met de beschrijving, dan is de winkel daarvoor verantwoordelijk volgens het consumentenrecht dat op je aankoop van toepassing is. Meld het ons of de winkel binnen een redelijke termijn nadat je het gebrek hebt ontdekt. Wij sturen je klacht door, helpen je ermee en volgen hem op tot hij is opgelost.'),
      ],
    },
    {
      id: 'coupons',
      heading: 'Kortingscodes, acties en uitnodigingscodes',
      blocks: [
        p(['Kortingscodes, acties en uitnodigingscodes gelden alleen volgens hun eigen voorwaarden, die bij de actie en op de pagina ', link('/campaign-terms', 'actievoorwaarden'), ' worden gepubliceerd. Een code heeft geen geldwaarde en kan niet worden ingewisseld voor geld. Tenzij de voorwaarden van de code iets anders zeggen, kun je per bestelling één code gebruiken.']),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Toegestaan gebruik',
      blocks: [
        ul(
          'Geef juiste gegevens op over jezelf en je bezorgadres.',
          'Gebruik geen robots of andere automatische middelen om de inhoud van Kori te kopiëren of om bestellingen te plaatsen.',
          'Probeer de beperkingen van kortingscodes niet te omzeilen, bijvoorbeeld door meerdere accounts aan te maken.',
          'Verstoor de dienst niet en probeer geen toegang te krijgen tot gegevens die niet voor jou bedoeld zijn.',
        ),
        p('We kunnen bestellingen en kortingen die in strijd met deze regels zijn verkregen annuleren en het betreffende account sluiten.'),
      ],
    },
    {
      id: 'liability',
      heading: 'Aansprakelijkheid',
      blocks: [
        p('Kori is aansprakelijk voor schade die ontstaat door eigen nalatigheid bij het leveren van zijn dienst. Kori is niet aansprakelijk voor de producten, bezorging of andere verplichtingen van de winkels, omdat die onder de verantwoordelijkheid van de winkels vallen, maar we helpen je om je rechten tegenover een winkel uit te oefenen.'),
        p('Kori is niet aansprakelijk voor indirecte schade, zoals gederfde inkomsten, tenzij die opzettelijk of door grove nalatigheid is veroorzaakt. We doen ons best om Kori altijd beschikbaar te houden, maar de dienst kan onderbroken worden voor onderhoud of door oorzaken buiten onze macht.'),
        p('Niets in deze voorwaarden beperkt je rechten op grond van dwingend consumentenrecht.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen van deze voorwaarden',
      blocks: [
        p('We kunnen deze voorwaarden wijzigen. Op een bestelling zijn de voorwaarden van toepassing die golden toen je de bestelling plaatste. Belangrijke wijzigingen maken we vooraf op de website bekend, en per e-mail als je een account hebt.'),
      ],
    },
    {
      id: 'law-and-disputes',
      heading: 'Toepasselijk recht en geschillen',
      blocks: [
        p('Op deze voorwaarden is Fins recht van toepassing. Als consument behoud je de bescherming van het dwingende consumentenrecht van het land waar je woont.'),
        p(['Ben je niet tevreden, neem dan eerst contact met ons op via ', supportEmail, '; de meeste zaken zijn snel opgelost. Je kunt een geschil ook voorleggen aan de geschillencommissie voor consumenten in je eigen land:']),
        ul(
          'Finland: Kuluttajariitalautakunta (de Finse geschillencommissie voor consumenten), na contact met het Finse consumentenadvies.',
          'Zweden: Allmänna reklamationsnämnden (ARN).',
          'Nederland: De Geschillencommissie.',
        ),
        p('Je kunt ook een zaak aanspannen bij de rechter in de plaats waar je woont.'),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [p(['Kori Oy, Helsinki, Finland. E-mail: ', supportEmail, '.'])],
    },
  ],
};
