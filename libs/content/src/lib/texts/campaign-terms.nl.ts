import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const campaignTermsNl: ContentDocument = {
  lead: [
    'Deze voorwaarden gelden voor de kortingsacties van Kori, in het bijzonder de welkomstkorting STAR voor nieuwe klanten, en voor het uitnodigingsprogramma Vriend uitnodigen.',
  ],
  sections: [
    {
      id: 'organiser',
      heading: 'Organisator',
      blocks: [
        p(['De acties worden georganiseerd door Kori Oy, Helsinki, Finland. Deze voorwaarden vullen de ', link('/terms-and-conditions', 'algemene voorwaarden'), ' van Kori aan. Staan er in een actiebanner of actiemail specifiekere voorwaarden voor een actie, dan gelden die ook.']),
      ],
    },
    {
      id: 'star-discount',
      heading: 'De welkomstkorting STAR',
      blocks: [
        p('Met de kortingscode STAR krijgt een nieuwe klant korting op zijn of haar eerste bestelling bij Kori. De hoogte van de korting en een eventueel minimumbedrag staan in de actiebanner en, voordat je betaalt, in het besteloverzicht. Daar zie je ook op welk product de korting van toepassing is.'),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Wie de korting kan gebruiken',
      blocks: [
        ul(
          'Alleen nieuwe klanten: je komt in aanmerking als er bij Kori nog geen bestelling van jou is afgerond. Een bestelling die is geannuleerd voordat die werd afgerond, telt niet mee.',
          'Consumenten die voor eigen gebruik kopen. Aankopen voor doorverkoop vallen erbuiten.',
        ),
        p('Of je in aanmerking komt, controleren we aan de hand van het e-mailadres en het account dat je bij het afrekenen gebruikt.'),
      ],
    },
    {
      id: 'how-to-use',
      heading: 'Zo gebruik je de code',
      blocks: [
        ol(
          'Open de link in de actiebanner, die de code voor je toevoegt, of vul STAR bij het afrekenen in het veld voor de kortingscode in.',
          'Controleer de korting in het besteloverzicht.',
          'Rond je bestelling af binnen de actieperiode.',
        ),
      ],
    },
    {
      id: 'limits',
      heading: 'Beperkingen',
      blocks: [
        ul(
          'De code is één keer per klant te gebruiken.',
          'Hij is niet te combineren met andere kortingscodes of met een uitnodigingskorting.',
          'Hij heeft geen geldwaarde, is niet in te wisselen voor geld of andere producten, en er wordt geen wisselgeld gegeven.',
        ),
      ],
    },
    {
      id: 'campaign-period',
      heading: 'Actieperiode',
      blocks: [
        p('De actie geldt in de periode die in de actiebanner staat, de eerste en de laatste dag inbegrepen. Je bestelling moet binnen die periode worden afgerond. Sluit je de banner, dan blijft die 7 dagen verborgen in die browser, maar de code blijft werken zolang de actie loopt.'),
      ],
    },
    {
      id: 'returns',
      heading: 'Retourneren',
      blocks: [
        p('Stuur je een product met korting terug, dan krijg je het bedrag terug dat je er na de korting werkelijk voor hebt betaald. Annuleer je je hele eerste bestelling voordat die is afgerond, dan blijf je een nieuwe klant en kun je de code opnieuw gebruiken zolang de actie loopt.'),
      ],
    },
    {
      id: 'misuse',
      heading: 'Misbruik en beëindiging van een actie',
      blocks: [
        p('Kori kan een korting weigeren of intrekken als die in strijd met deze voorwaarden is verkregen, bijvoorbeeld door meerdere e-mailadressen of accounts te gebruiken om de welkomstkorting vaker dan één keer te krijgen. Kori kan een actie eerder beëindigen bij misbruik of om technische redenen. Het beëindigen van een actie heeft geen gevolgen voor bestellingen die al zijn geplaatst.'),
      ],
    },
    {
      id: 'invite-a-friend',
      heading: 'Vriend uitnodigen',
      blocks: [
        ul(
          ['Elke ingelogde klant heeft een persoonlijke uitnodigingscode op de pagina ', link('/invite-a-friend', 'Vriend uitnodigen'), '.'],
          'Een vriend die jouw code bij zijn of haar eerste bestelling bij Kori gebruikt, krijgt korting op die bestelling. Die vriend moet een nieuwe klant zijn.',
          'Zodra de bestelling van je vriend is afgerond, krijg je een kortingscode voor je volgende aankoop. De hoogte en geldigheid van de korting staan bij de code.',
          'Je eigen uitnodigingscode kun je niet zelf gebruiken. Deel je code met mensen die je kent, maar zet hem niet op websites met kortingscodes.',
          'De uitnodigingskorting is niet te combineren met de STAR-korting of andere kortingscodes.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Vragen',
      blocks: [p(['Vragen over een actie: ', supportEmail, '.'])],
    },
  ],
};
