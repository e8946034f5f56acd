import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const merchantFi: ContentDocument = {
  lead: [
    'Kori vertailee suomalaisten, ruotsalaisten ja alankomaalaisten verkkokauppojen tarjouksia. Tällä sivulla näet kaupat, jotka toimittavat maahasi, niiden toimitusehdot ja sen, miten järjestämme tarjoukset.',
  ],
  sections: [
    {
      id: 'ranking',
      heading: 'Miten tarjoukset järjestetään',
      blocks: [
        p('Jokaisella tuotesivulla tarjoukset ovat sen mukaan järjestyksessä, paljonko maksat yhteensä, kun tuote toimitetaan maahasi:'),
        ol(
          'Otamme kaupan hinnan tuotteelle arvonlisäveroineen.',
          'Lisäämme kaupan toimituskulut maahasi. Jos tuotteen hinta ylittää kaupan ilmaisen toimituksen rajan, toimitus on ilmainen eikä mitään lisätä.',
          'Tarjoukset järjestetään tämän kokonaishinnan mukaan, edullisin ensin.',
          'Tarjoukset, joiden tuote on loppu, ovat viimeisinä hinnasta riippumatta.',
        ),
        p('Jos kahden tarjouksen kokonaishinta on sama, ensin tulee se, jonka tuotehinta on pienempi. Jos sekin on sama, ensin tulee kauppa, joka on toimittanut suuremman osuuden tilauksista ajallaan.'),
        p('Jokaisen tarjouksen kohdalla kerromme, miksi se on juuri siinä kohdassa, esimerkiksi ”edullisin kokonaishinta” tai ”ilmainen toimitus huomioitu”.'),
      ],
    },
    {
      id: 'not-for-sale',
      heading: 'Sijoituksia ei myydä',
      blocks: [
        p('Kaupat eivät voi maksaa paremmasta sijoituksesta, emmekä suosi yhtäkään kauppaa. Kori saa kaupoilta palkkion Korin kautta tehdyistä tilauksista; palkkio ei vaikuta järjestykseen, ja kaikki kaupat järjestetään samoilla säännöillä.'),
      ],
    },
    {
      id: 'prices',
      heading: 'Hinnat, tarjoukset ja 30 päivän alin hinta',
      blocks: [
        p('Hinnat ja saatavuustiedot tulevat kaupoilta, ja ne päivittyvät useita kertoja päivässä. Kassalla Kori tarkistaa jokaisen hinnan vielä kaupasta. Jos hinta on muuttunut, näet uuden hinnan ennen maksamista.'),
        p('Kun hintaa on alennettu, näytämme sen vieressä edeltävien 30 päivän alimman hinnan, kuten EU:n hintamerkintäsäännöt (niin sanottu Omnibus-direktiivi) edellyttävät. Näin näet, onko alennus todellinen.'),
        p('Merkitsemme tuotteen ”Tarjous”-merkillä, kun sen paras hinta on vähintään 5 % alle edellisten 30 päivän alimman hinnan ja alle viimeisen 90 päivän keskihinnan. Näyttämämme alennus on laskettu tuosta 30 päivän alimmasta hinnasta.'),
      ],
    },
    {
      id: 'delivery-terms',
      heading: 'Näin luet toimitusehdot',
      blocks: [
        ul(
          'Toimituskulut: mitä kauppa veloittaa tilauksen toimittamisesta maahasi.',
          'Ilmainen toimitus alkaen: tilauksen arvo, josta alkaen kauppa toimittaa maksutta. Raja lasketaan kaupoittain niistä tuotteista, jotka ostat kyseisestä kaupasta.',
          'Toimitusaika: kaupan tavallinen aika tilauksesta toimitukseen arkipäivinä.',
          'Toimitustavat: kotiinkuljetus, toimitus noutopisteeseen tai nouto kaupasta.',
          'Ajallaan: kuinka suuri osa kaupan Korin kautta tehdyistä tilauksista saapui luvatussa ajassa. Uudelle kaupalle lukua ei ole, ennen kuin se on toimittanut riittävästi tilauksia.',
        ),
        p(['Kunkin kaupan omat myynti- ja palautusehdot koskevat siltä tekemääsi ostosta. Löydät ne tilauksesi tiedoista ja ', link('/help#withdrawal-right', 'ohjeista'), '.']),
      ],
    },
    {
      id: 'for-merchants',
      heading: 'Myy Korissa',
      blocks: [
        p(['Onko sinulla verkkokauppa, joka toimittaa Suomeen, Ruotsiin tai Alankomaihin? Tarvitsemme tuotesyötteen, jossa on hinnat, toimituskulut ja saatavuus, sekä rajapinnan, jonka kautta Kori voi tehdä tilauksia. Kirjoita osoitteeseen ', supportEmail, ' ja kerro kaupastasi.']),
      ],
    },
  ],
};
