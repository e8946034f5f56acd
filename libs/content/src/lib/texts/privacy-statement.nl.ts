import { link, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';
import { storageTableRows } from './storage-table-rows.server';

export const privacyStatementNl: ContentDocument = {
  lead: [
    'In deze verklaring lees je welke persoonsgegevens Kori verzamelt als je de website en app van Kori gebruikt, waarom we ze gebruiken, met wie we ze delen, hoe lang we ze bewaren en welke rechten je hebt.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Wie is verantwoordelijk voor je gegevens',
      blocks: [
        p(['Verwerkingsverantwoordelijke is Kori Oy, Helsinki, Finland. Voor alles wat met je persoonsgegevens te maken heeft, mail je naar ', supportEmail, ' met als onderwerp “Privacy”.']),
        p('De winkels waar je via Kori koopt, zijn zelfstandig verantwoordelijk voor de bestelgegevens die ze van ons krijgen; daarvoor geldt hun eigen privacybeleid.'),
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Welke gegevens we verzamelen',
      blocks: [
        ul(
          'Contactgegevens: e-mailadres en telefoonnummer.',
          'Bezorgadres: voor- en achternaam, straat en huisnummer, postcode en woonplaats.',
          'Bestelgeschiedenis: producten, winkels, prijzen, kortingen, bezorgkeuzes, betaalmethode en de status van je bestellingen, facturen en zendingen.',
          'Account en inloggen: je e-mailadres, de accountcode van onze inlogdienst en de momenten waarop je inlogde.',
          'Prijsalerts: het product, je doelprijs en je e-mailadres.',
          'Kortingscodes en uitnodigingen: de kortingscodes die je hebt gebruikt en je persoonlijke uitnodigingscode.',
          'Technische gegevens en gebruik: IP-adres, type browser en apparaat en de pagina’s die je bekijkt – gebruiksgegevens alleen zoals beschreven onder “Statistieken en advertenties”.',
        ),
        p('We bewaren geen kaartnummers: kaartgegevens gaan rechtstreeks naar de betaalprovider.'),
      ],
    },
    {
      id: 'purposes',
      heading: 'Waarom we je gegevens gebruiken en op welke grondslag',
      blocks: [
        ul(
          'Om je bestellingen te plaatsen en te bezorgen, betalingen te verwerken en retouren, klachten en klantenservice af te handelen: de uitvoering van onze overeenkomst met jou (artikel 6, lid 1, onder b AVG).',
          'Om je ingelogd te houden en accounts tegen misbruik te beschermen: onze overeenkomst met jou en ons gerechtvaardigd belang bij beveiliging (onder f).',
          'Om de prijsalerts te sturen waar je om hebt gevraagd: je toestemming (onder a), die je intrekt met de verwijderlink in elke alert.',
          'Om bestellingen en betalingen te boekhouden: onze wettelijke verplichting (onder c).',
          'Om gebruiksstatistieken te verzamelen en advertenties te meten: je toestemming, gegeven in de cookie-instellingen.',
          'Om misbruik van kortingscodes en acties te voorkomen: ons gerechtvaardigd belang.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies en lokale opslag',
      blocks: [
        p('Cookies zijn verdeeld in vier niveaus: noodzakelijk, voorkeuren, statistieken en advertenties. Noodzakelijke cookies staan altijd aan, omdat de winkel zonder die cookies niet werkt. De andere gebruiken we alleen als je daar toestemming voor geeft. Je kunt je keuze altijd wijzigen via “Cookie-instellingen” onderaan elke pagina.'),
        {
          kind: 'table',
          id: 'cookie-list',
          caption: 'Cookies die Kori plaatst',
          columns: ['Cookie', 'Doel', 'Categorie', 'Bewaartermijn'],
          rows: storageTableRows('cookie', 'nl'),
        },
        p('De website bewaart ook enkele gegevens in de lokale opslag (local storage) van je browser. Die blijven op je apparaat en worden niet automatisch naar ons verstuurd.'),
        {
          kind: 'table',
          id: 'storage-list',
          caption: 'Gegevens in de lokale opslag van je browser',
          columns: ['Gegeven', 'Doel', 'Categorie', 'Bewaard'],
          rows: storageTableRows('localStorage', 'nl'),
        },
      ],
    },
    {
      id: 'statistics-and-advertising',
      heading: 'Statistieken en advertenties',
      blocks: [
        p('Geef je toestemming voor statistieken, dan stuurt de website gebruiksgebeurtenissen – zoals bekeken pagina’s, zoekopdrachten en de stappen in de winkelwagen en kassa – naar de eigen statistiekdienst van Kori. Zonder die toestemming worden er geen statistiekgebeurtenissen verstuurd.'),
        p('We gebruiken Google Consent Mode. De signalen voor analyse en advertenties staan standaard op “geweigerd” en veranderen alleen als je statistieken of advertenties toestaat in de cookie-instellingen.'),
        p('Sta je advertenties toe, dan kunnen we meten of onze advertenties tot aankopen leiden. Daarvoor kunnen je e-mailadres en telefoonnummer met advertentiepartners worden gedeeld, maar alleen als onomkeerbare SHA-256-hashes en nooit leesbaar.'),
      ],
    },
    {
      id: 'recipients',
      heading: 'Wie je gegevens ontvangt',
      blocks: [
        ul(
          'De winkels waar je koopt: je naam, bezorgadres, e-mailadres en telefoonnummer en de producten die je bij ze hebt besteld – wat ze nodig hebben om de bestelling te bezorgen en retouren af te handelen.',
          'Stytch, onze inlogdienst: je e-mailadres, om inlogcodes te versturen en sessies te beheren.',
          'Onze betaalproviders Avarda, Adyen en Stripe: de gegevens die nodig zijn om je betaling te verwerken. Bij factuur en krediet controleert Avarda ook je kredietwaardigheid.',
          'Vervoerders, via de winkels: je bezorgadres en contactgegevens, om het pakket te bezorgen.',
          'Overheidsinstanties, als de wet dat verplicht.',
        ),
        p('Onze dienstverleners verwerken gegevens alleen volgens onze instructies en op basis van een verwerkersovereenkomst. We verkopen je persoonsgegevens nooit.'),
      ],
    },
    {
      id: 'transfers',
      heading: 'Doorgifte buiten de EU',
      blocks: [
        p('Sommige dienstverleners, zoals Stytch, zijn gevestigd in de Verenigde Staten. Worden persoonsgegevens buiten de EU/EER doorgegeven, dan gebeurt dat op basis van een adequaatheidsbesluit van de Europese Commissie (zoals het EU-VS-gegevensbeschermingskader) of van de standaardcontractbepalingen van de Commissie, zo nodig met aanvullende maatregelen.'),
      ],
    },
    {
      id: 'retention',
      heading: 'Hoe lang we gegevens bewaren',
      blocks: [
        ul(
          'Accountgegevens: zolang je een account hebt. Accounts die drie jaar niet zijn gebruikt, verwijderen we.',
          'Bestellingen, facturen en bonnen: zo lang als de boekhoudwetgeving voorschrijft – in Finland zes jaar na het einde van het jaar waarin het boekjaar van de aankoop afliep.',
          'Prijsalerts: tot je de alert of je account verwijdert.',
          'Berichten aan de klantenservice: twee jaar nadat de vraag is afgehandeld.',
          'Statistiekgegevens: maximaal 14 maanden.',
        ),
      ],
    },
    {
      id: 'rights',
      heading: 'Je rechten',
      blocks: [
        ul(
          'Inzage: je kunt een kopie krijgen van de persoonsgegevens die we over je hebben.',
          'Rectificatie: je kunt onjuiste gegevens laten verbeteren.',
          'Verwijdering: je kunt je gegevens laten verwijderen, tenzij we ze wettelijk moeten bewaren.',
          'Overdraagbaarheid: je kunt de gegevens die je ons hebt gegeven in een machineleesbaar formaat krijgen.',
          'Bezwaar: je kunt bezwaar maken tegen verwerking op basis van ons gerechtvaardigd belang, en altijd tegen direct marketing.',
          'Beperking: je kunt ons vragen de verwerking te beperken zolang een vraag over je gegevens wordt uitgezocht.',
          'Toestemming intrekken: je kunt een toestemming altijd intrekken; dat heeft geen gevolgen voor de verwerking daarvoor.',
        ),
        p(['Mail naar ', supportEmail, ' om je rechten uit te oefenen. We reageren binnen een maand en kunnen je vragen je identiteit te bevestigen, bijvoorbeeld door in te loggen.']),
      ],
    },
    {
      id: 'complaints',
      heading: 'Klacht bij een toezichthouder',
      blocks: [
        p('Vind je dat we je gegevens onrechtmatig verwerken, dan kun je een klacht indienen bij een gegevensbeschermingsautoriteit, vooral in het land waar je woont of werkt:'),
        ul(
          ['Finland: Tietosuojavaltuutetun toimisto (de Finse gegevensbeschermingsautoriteit), ', link('https://tietosuoja.fi', 'tietosuoja.fi')],
          ['Zweden: Integritetsskyddsmyndigheten (IMY), ', link('https://www.imy.se', 'imy.se')],
          ['Nederland: Autoriteit Persoonsgegevens, ', link('https://www.autoriteitpersoonsgegevens.nl', 'autoriteitpersoonsgegevens.nl')],
        ),
        p('We stellen het op prijs als je ons eerst de kans geeft het samen met je op te lossen.'),
      ],
    },
    {
      id: 'security',
      heading: 'Hoe we je gegevens beveiligen',
      blocks: [
        p('Alle verbindingen met Kori zijn versleuteld. Scripts op de pagina kunnen de inlogcookies niet lezen, we bewaren helemaal geen wachtwoorden, en alleen wie persoonsgegevens voor zijn werk nodig heeft, heeft er toegang toe.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen in deze verklaring',
      blocks: [
        p('We passen deze verklaring aan als de manier waarop we persoonsgegevens verwerken verandert. De datum bovenaan de pagina geeft de geldende versie aan. Raakt een wijziging je wezenlijk, dan laten we het je ook per e-mail weten.'),
      ],
    },
  ],
};
