import { link, ol, p, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const aboutFi: ContentDocument = {
  lead: [
    'Kori on hintavertailu ja verkkokauppa samassa palvelussa. Vertaa monen kaupan tarjouksia, kokoa kaikki samaan ostoskoriin ja maksa kerralla.',
  ],
  sections: [
    {
      id: 'what-we-do',
      heading: 'Mitä Kori tekee',
      blocks: [
        p('Parhaan hinnan löytäminen vaatii yleensä kymmenkunta välilehteä, ja ostaminen useasta kaupasta tarkoittaa useaa kassaa, tiliä ja maksulomaketta. Kori kokoaa monen kaupan tarjoukset yhdelle sivulle sen mukaan, mitä todella maksat, ja antaa sinun ostaa kaikista kerralla.'),
        p('Kun maksat, Kori tekee puolestasi tilauksen jokaiseen kauppaan ja pitää tilaukset, laskut ja lähetykset yhdessä paikassa kohdassa Omat tilaukset, joten tiedät aina, mitä on tulossa.'),
      ],
    },
    {
      id: 'how-it-works',
      heading: 'Näin se toimii',
      blocks: [
        ol(
          'Hae tai selaa kategorioita ja avaa tuote.',
          'Vertaa tarjouksia. Ne on järjestetty kokonaishinnan mukaan toimitettuna maahasi, toimituskulut mukaan lukien.',
          'Lisää ostoskoriin tuotteita mistä tahansa kaupoista.',
          'Maksa kerran kortilla, laskulla tai osamaksulla.',
          'Kori tekee tilaukset kauppoihin, ja kukin kauppa toimittaa omat tuotteensa.',
          'Seuraa tilauksia, laskuja ja paketteja kohdassa Omat tilaukset.',
        ),
      ],
    },
    {
      id: 'honest-prices',
      heading: 'Rehelliset hinnat',
      blocks: [
        p(['Järjestämme tarjoukset kokonaishinnan mukaan toimituskuluineen – emme koskaan sen mukaan, kuka maksaa meille eniten. Alennetun hinnan vieressä näytämme edeltävien 30 päivän alimman hinnan, ja merkitsemme tuotteen tarjoukseksi vain, kun hinta on selvästi alle tuon 30 päivän alimman hinnan ja alle 90 päivän keskihinnan. Tarkat säännöt löydät ', link('/merchant', 'kauppasivulta'), '.']),
      ],
    },
    {
      id: 'where',
      heading: 'Missä Kori toimii',
      blocks: [
        p('Kori palvelee ostajia Suomessa, Ruotsissa ja Alankomaissa suomeksi, englanniksi, ruotsiksi ja hollanniksi. Hinnat näytetään Suomessa ja Alankomaissa euroina ja Ruotsissa Ruotsin kruunuina. Voit vaihtaa kieltä jokaisen sivun alareunassa.'),
      ],
    },
    {
      id: 'how-we-earn',
      heading: 'Miten Kori ansaitsee',
      blocks: [
        p('Kaupat maksavat Korille palkkion Korin kautta tehdyistä tilauksista. Ostaminen Korin kautta ei maksa sinulle mitään ylimääräistä: maksat kaupan hinnan ja toimituskulut. Palkkio ei vaikuta tarjousten järjestykseen.'),
      ],
    },
    {
      id: 'company',
      heading: 'Yritys ja yhteystiedot',
      blocks: [
        p(['Korin takana on helsinkiläinen Kori Oy. Kysymykset, palaute ja mediayhteydenotot: ', supportEmail, '.']),
        p(['Lue myös ', link('/terms-and-conditions', 'käyttö- ja toimitusehdot'), ' ja ', link('/privacy-statement', 'tietosuojaseloste'), '.']),
      ],
    },
  ],
};
