import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const merchantNl: ContentDocument = {
  lead: [
    'Kori vergelijkt aanbiedingen van webwinkels in Finland, Zweden en Nederland. Op deze pagina zie je welke winkels in jouw land leveren en wat hun leveringsvoorwaarden zijn, en lees je hoe we hun aanbiedingen rangschikken.',
  ],
  sections: [
    {
      id: 'ranking',
      heading: 'Zo worden aanbiedingen gerangschikt',
      blocks: [
        p('Op elke productpagina staan de aanbiedingen in volgorde van de totaalprijs die je betaalt voor bezorging in jouw land:'),
        ol(
          'We nemen de prijs van het product bij de winkel, inclusief btw.',
          'We tellen de verzendkosten van de winkel naar jouw land erbij op. Komt de productprijs boven de drempel voor gratis verzending van de winkel, dan is de bezorging gratis en tellen we niets op.',
          'De aanbiedingen worden gesorteerd op dit totaal, laagste eerst.',
          'Aanbiedingen die niet op voorraad zijn, komen onderaan, ongeacht hun prijs.',
        ),
        p('Hebben twee aanbiedingen hetzelfde totaal, dan komt die met de laagste productprijs eerst. Is die ook gelijk, dan komt de winkel met het hoogste aandeel op tijd bezorgde bestellingen eerst.'),
        p('Bij elke aanbieding vertellen we waarom die op die plek staat, bijvoorbeeld “laagste totaalprijs” of “gratis verzending meegerekend”.'),
      ],
    },
    {
      id: 'not-for-sale',
      heading: 'Plaatsen zijn niet te koop',
      blocks: [
        p('Winkels kunnen niet betalen voor een betere plek, en we trekken geen enkele winkel voor. Kori ontvangt van de winkels een commissie op bestellingen die via Kori worden geplaatst; die commissie speelt geen rol in de rangschikking, en alle winkels worden volgens dezelfde regels gerangschikt.'),
      ],
    },
    {
      id: 'prices',
      heading: 'Prijzen, deals en de laagste prijs van 30 dagen',
      blocks: [
        p('Prijzen en voorraad komen van de winkels en worden meerdere keren per dag bijgewerkt. Bij het afrekenen controleert Kori elke prijs nog een keer bij de winkel. Is een prijs veranderd, dan zie je de nieuwe prijs voordat je betaalt.'),
        p('Is een prijs verlaagd, dan tonen we ernaast de laagste prijs van de afgelopen 30 dagen, zoals de Europese regels voor prijsaanduiding (de Omnibusrichtlijn) voorschrijven. Zo zie je of een korting echt is.'),
        p('We noemen een aanbieding een deal als de beste huidige prijs van het product minstens 5 % onder de laagste prijs van de afgelopen 30 dagen en onder de gemiddelde prijs van de afgelopen 90 dagen ligt. De korting die we tonen is berekend ten opzichte van die laagste prijs in 30 dagen.'),
      ],
    },
    {
      id: 'delivery-terms',
      heading: 'Zo lees je de leveringsvoorwaarden',
      blocks: [
        ul(
          'Verzendkosten: wat de winkel rekent voor het bezorgen van een bestelling in jouw land.',
          'Gratis verzending vanaf: het bestelbedrag vanaf waar de winkel gratis bezorgt. Dat wordt per winkel berekend, over de producten die je bij die winkel koopt.',
          'Levertijd: de gebruikelijke tijd van bestelling tot bezorging bij de winkel, in werkdagen.',
          'Bezorgopties: thuisbezorging, bezorging bij een afhaalpunt of afhalen in de winkel.',
          'Op tijd: het aandeel van de Kori-bestellingen van de winkel dat binnen de beloofde tijd is aangekomen. Een nieuwe winkel heeft nog geen cijfer tot er genoeg bestellingen zijn bezorgd.',
        ),
        p(['Voor je aankoop bij een winkel gelden de verkoop- en retourvoorwaarden van die winkel. Je vindt ze bij je bestelling en in onze ', link('/help#withdrawal-right', 'klantenservice'), '.']),
      ],
    },
    {
      id: 'for-merchants',
      heading: 'Verkopen via Kori',
      blocks: [
        p(['Heb je een webwinkel die levert in Finland, Zweden of Nederland? Om op Kori te komen hebben we een productfeed met prijzen, verzendkosten en voorraad nodig, en een koppeling waarmee Kori bestellingen kan plaatsen. Mail naar ', supportEmail, ' en vertel ons over je winkel.']),
      ],
    },
  ],
};
