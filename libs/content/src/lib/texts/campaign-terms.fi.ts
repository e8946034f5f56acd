import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const campaignTermsFi: ContentDocument = {
  lead: [
    'Näitä ehtoja sovelletaan Korin alennuskampanjoihin, erityisesti ensiostajien STAR-tervetuliaisalennukseen, sekä Kutsu ystävä -suositteluohjelmaan.',
  ],
  sections: [
    {
      id: 'organiser',
      heading: 'Järjestäjä',
      blocks: [
        p(['Kampanjat järjestää Kori Oy, Helsinki. Nämä ehdot täydentävät Korin ', link('/terms-and-conditions', 'käyttö- ja toimitusehtoja'), '. Jos kampanjabannerissa tai -viestissä kerrotaan kampanjalle tarkempia ehtoja, myös niitä sovelletaan.']),
      ],
    },
    {
      id: 'star-discount',
      heading: 'STAR-tervetuliaisalennus',
      blocks: [
        p('Alennuskoodilla STAR ensiostaja saa alennuksen ensimmäisestä Korin kautta tekemästään tilauksesta. Alennuksen suuruus ja mahdollinen vähimmäisostos näkyvät kampanjabannerissa ja ennen maksamista tilauksen yhteenvedossa, josta näet myös, mihin tuotteeseen alennus kohdistuu.'),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Kuka voi käyttää alennusta',
      blocks: [
        ul(
          'Vain ensiostajat: olet oikeutettu alennukseen, jos yhtäkään tilaustasi Korissa ei ole toimitettu loppuun. Tilaus, joka peruttiin ennen kuin se toimitettiin loppuun, ei lasketa.',
          'Kuluttajat, jotka ostavat omaan käyttöönsä. Jälleenmyyntiin tehdyt ostot eivät ole oikeutettuja alennukseen.',
        ),
        p('Oikeus alennukseen tarkistetaan kassalla käyttämäsi sähköpostiosoitteen ja tilin perusteella.'),
      ],
    },
    {
      id: 'how-to-use',
      heading: 'Näin käytät koodin',
      blocks: [
        ol(
          'Avaa kampanjabannerin linkki, joka lisää koodin puolestasi, tai kirjoita STAR kassalla alennuskoodikenttään.',
          'Tarkista alennus tilauksen yhteenvedosta.',
          'Tee tilauksesi loppuun kampanja-aikana.',
        ),
      ],
    },
    {
      id: 'limits',
      heading: 'Rajoitukset',
      blocks: [
        ul(
          'Koodia voi käyttää kerran asiakasta kohden.',
          'Sitä ei voi yhdistää muihin alennuskoodeihin eikä suositteluetuun.',
          'Koodilla ei ole rahallista arvoa, sitä ei voi vaihtaa rahaksi tai muihin tuotteisiin, eikä siitä anneta vaihtorahaa.',
        ),
      ],
    },
    {
      id: 'campaign-period',
      heading: 'Kampanja-aika',
      blocks: [
        p('Kampanja on voimassa kampanjabannerissa ilmoitetun ajan, ensimmäinen ja viimeinen päivä mukaan lukien. Tilauksesi on tehtävä loppuun kampanja-aikana. Jos suljet bannerin, se pysyy piilossa kyseisessä selaimessa 7 päivää, mutta koodi toimii koko kampanjan ajan.'),
      ],
    },
    {
      id: 'returns',
      heading: 'Palautukset',
      blocks: [
        p('Jos palautat alennetun tuotteen, saat takaisin sen summan, jonka todella maksoit siitä alennuksen jälkeen. Jos perut koko ensimmäisen tilauksesi ennen kuin se on toimitettu loppuun, olet edelleen ensiostaja ja voit käyttää koodin uudelleen kampanjan aikana.'),
      ],
    },
    {
      id: 'misuse',
      heading: 'Väärinkäyttö ja kampanjan päättäminen',
      blocks: [
        p('Kori voi evätä tai perua alennuksen, joka on saatu näiden ehtojen vastaisesti, esimerkiksi käyttämällä useita sähköpostiosoitteita tai tilejä tervetuliaisalennuksen saamiseksi useammin kuin kerran. Kori voi päättää kampanjan ennenaikaisesti väärinkäytön tai teknisten syiden vuoksi. Kampanjan päättyminen ei vaikuta jo tehtyihin tilauksiin.'),
      ],
    },
    {
      id: 'invite-a-friend',
      heading: 'Kutsu ystävä',
      blocks: [
        ul(
          ['Jokaisella kirjautuneella asiakkaalla on henkilökohtainen suosituskoodi ', link('/invite-a-friend', 'Kutsu ystävä'), ' -sivulla.'],
          'Ystäväsi, joka käyttää koodiasi ensimmäisessä Korin tilauksessaan, saa alennuksen tilauksestaan. Ystävän on oltava ensiostaja.',
          'Kun ystäväsi tilaus on toimitettu loppuun, saat alennuskoodin seuraavaan ostokseesi. Alennuksen suuruus ja voimassaolo näkyvät koodin yhteydessä.',
          'Et voi käyttää omaa suosituskoodiasi. Jaa koodia tuttavillesi, mutta älä julkaise sitä alennuskoodisivustoilla.',
          'Suositteluetua ei voi yhdistää STAR-alennukseen eikä muihin alennuskoodeihin.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Kysymykset',
      blocks: [p(['Kampanjoita koskevat kysymykset: ', supportEmail, '.'])],
    },
  ],
};
