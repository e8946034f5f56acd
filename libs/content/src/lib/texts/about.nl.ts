import { link, ol, p, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const aboutNl: ContentDocument = {
  lead: [
    'Kori is een prijsvergelijker en webwinkel in één. Vergelijk aanbiedingen van veel winkels, leg alles in één winkelwagen en reken één keer af.',
  ],
  sections: [
    {
      id: 'what-we-do',
      heading: 'Wat Kori doet',
      blocks: [
        p('De beste prijs vinden betekent meestal een tiental tabbladen openen, en kopen bij meerdere winkels betekent meerdere kassa’s, accounts en betaalformulieren. Kori zet de aanbiedingen van veel winkels op één pagina, gerangschikt op wat je echt betaalt, en laat je bij al die winkels tegelijk kopen.'),
        p('Als je afrekent, plaatst Kori namens jou bij elke winkel een bestelling en houdt de bestellingen, facturen en zendingen bij elkaar onder Mijn bestellingen. Zo weet je altijd wat er onderweg is.'),
      ],
    },
    {
      id: 'how-it-works',
      heading: 'Zo werkt het',
      blocks: [
        ol(
          'Zoek of blader door de categorieën en open een product.',
          'Vergelijk de aanbiedingen. Ze staan in volgorde van de totaalprijs naar jouw land, verzendkosten inbegrepen.',
          'Leg producten van willekeurige winkels in je winkelwagen.',
          'Reken één keer af en betaal met een kaart, op factuur of in termijnen.',
          'Kori plaatst de bestellingen bij de winkels, en elke winkel bezorgt zijn eigen producten.',
          'Volg je bestellingen, facturen en pakketten onder Mijn bestellingen.',
        ),
      ],
    },
    {
      id: 'honest-prices',
      heading: 'Eerlijke prijzen',
      blocks: [
        p(['We rangschikken aanbiedingen op totaalprijs inclusief verzendkosten, nooit op wie ons het meest betaalt. Naast een verlaagde prijs tonen we de laagste prijs van de afgelopen 30 dagen, en we noemen iets pas een deal als de prijs duidelijk onder die laagste prijs van 30 dagen en onder het gemiddelde van 90 dagen ligt. De precieze regels staan op de ', link('/merchant', 'winkelpagina'), '.']),
      ],
    },
    {
      id: 'where',
      heading: 'Waar Kori werkt',
      blocks: [
        p('Kori is er voor kopers in Finland, Zweden en Nederland, in het Fins, Engels, Zweeds en Nederlands. Prijzen staan in Finland en Nederland in euro en in Zweden in Zweedse kronen. Je kiest de taal onderaan elke pagina.'),
      ],
    },
    {
      id: 'how-we-earn',
      heading: 'Hoe Kori geld verdient',
      blocks: [
        p('De winkels betalen Kori een commissie over bestellingen die via Kori worden geplaatst. Kopen via Kori kost jou niets extra: je betaalt de prijs en de verzendkosten van de winkel. De commissie heeft geen invloed op de volgorde van de aanbiedingen.'),
      ],
    },
    {
      id: 'company',
      heading: 'Bedrijf en contact',
      blocks: [
        p(['Kori is een dienst van Kori Oy, gevestigd in Helsinki, Finland. Vragen, feedback en persvragen: ', supportEmail, '.']),
        p(['Lees ook onze ', link('/terms-and-conditions', 'algemene voorwaarden'), ' en onze ', link('/privacy-statement', 'privacyverklaring'), '.']),
      ],
    },
  ],
};
