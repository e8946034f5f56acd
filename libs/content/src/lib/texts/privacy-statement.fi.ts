import { link, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';
import { storageTableRows } from './storage-table-rows.server';

export const privacyStatementFi: ContentDocument = {
  lead: [
    'Tässä selosteessa kerromme, mitä henkilötietoja Kori kerää, kun käytät Korin verkkosivustoa ja sovellusta, miksi käytämme tietoja, kenelle luovutamme niitä, kuinka kauan säilytämme niitä ja mitä oikeuksia sinulla on.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Rekisterinpitäjä',
      blocks: [
        p(['Rekisterinpitäjä on Kori Oy, Helsinki. Kaikissa henkilötietojasi koskevissa asioissa voit kirjoittaa osoitteeseen ', supportEmail, ' otsikolla ”Tietosuoja”.']),
        p('Kaupat, joista ostat Korin kautta, ovat itsenäisiä rekisterinpitäjiä niiden tilaustietojen osalta, jotka ne saavat meiltä; niihin sovelletaan kauppojen omia tietosuojaselosteita.'),
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Mitä tietoja keräämme',
      blocks: [
        ul(
          'Yhteystiedot: sähköpostiosoite ja puhelinnumero.',
          'Toimitusosoite: etu- ja sukunimi, katuosoite, postinumero ja postitoimipaikka.',
          'Tilaushistoria: tuotteet, kaupat, hinnat, alennukset, toimitusvalinnat, maksutapa sekä tilausten, laskujen ja lähetysten tila.',
          'Tili ja kirjautuminen: sähköpostiosoitteesi, kirjautumispalvelun antama käyttäjätunniste ja kirjautumisajat.',
          'Hintavahdit: tuote, tavoitehintasi ja sähköpostiosoitteesi.',
          'Alennuskoodit ja suosittelu: käyttämäsi alennuskoodit ja henkilökohtainen suosituskoodisi.',
          'Tekniset tiedot ja käyttötiedot: IP-osoite, selaimen ja laitteen tyyppi sekä katsomasi sivut – käyttötietoja vain siten kuin kohdassa ”Tilastointi ja mainonta” kerrotaan.',
        ),
        p('Emme tallenna korttinumeroita: kortin tiedot menevät suoraan maksupalveluntarjoajalle.'),
      ],
    },
    {
      id: 'purposes',
      heading: 'Miksi käytämme tietojasi ja millä perusteella',
      blocks: [
        ul(
          'Tilausten tekeminen ja toimittaminen, maksujen käsittely sekä palautusten, reklamaatioiden ja asiakaspalvelun hoitaminen: sopimuksen täytäntöönpano kanssasi (tietosuoja-asetuksen 6 artiklan 1 kohdan b alakohta).',
          'Kirjautuneena pysyminen ja tilien suojaaminen väärinkäytöltä: sopimus kanssasi ja oikeutettu etumme tietoturvaan (f alakohta).',
          'Pyytämiesi hintavahtien lähettäminen: suostumuksesi (a alakohta), jonka voit perua jokaisessa hintavahtiviestissä olevalla poistolinkillä.',
          'Tilausten ja maksujen kirjanpito: lakisääteinen velvoitteemme (c alakohta).',
          'Käyttötilastojen keruu ja mainonnan mittaaminen: evästeasetuksissa antamasi suostumus.',
          'Alennuskoodien ja kampanjoiden väärinkäytön estäminen: oikeutettu etumme.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Evästeet ja selaimen paikallinen tallennustila',
      blocks: [
        p('Evästeet on jaettu neljään tasoon: välttämättömät, mieltymykset, tilastointi ja mainonta. Välttämättömät evästeet ovat aina käytössä, koska kauppa ei toimi ilman niitä. Muita käytetään vain, jos sallit ne. Voit muuttaa valintaasi milloin tahansa jokaisen sivun alareunan kohdasta ”Evästeasetukset”.'),
        {
          kind: 'table',
          id: 'cookie-list',
          caption: 'Korin asettamat evästeet',
          columns: ['Eväste', 'Käyttötarkoitus', 'Luokka', 'Voimassa'],
          rows: storageTableRows('cookie', 'fi'),
        },
        p('Sivusto tallentaa myös joitakin tietoja selaimesi paikalliseen tallennustilaan (local storage). Ne pysyvät laitteellasi eivätkä siirry meille automaattisesti.'),
        {
          kind: 'table',
          id: 'storage-list',
          caption: 'Selaimen paikalliseen tallennustilaan tallennetut tiedot',
          columns: ['Tieto', 'Käyttötarkoitus', 'Luokka', 'Säilyy'],
          rows: storageTableRows('localStorage', 'fi'),
        },
      ],
    },
    {
      id: 'statistics-and-advertising',
      heading: 'Tilastointi ja mainonta',
      blocks: [
        p('Jos sallit tilastoinnin, sivusto lähettää Korin omaan tilastopalveluun käyttötapahtumia, kuten katsotut sivut, haut sekä ostoskorin ja kassan vaiheet. Ilman suostumustasi tilastotapahtumia ei lähetetä.'),
        p('Käytämme Googlen suostumustilaa (Consent Mode). Sen analytiikka- ja mainontasignaalit ovat oletuksena ”kielletty”, ja ne muuttuvat vain, jos sallit tilastoinnin tai mainonnan evästeasetuksissa.'),
        p('Jos sallit mainonnan, voimme mitata, johtavatko mainoksemme ostoksiin. Tätä varten sähköpostiosoitteesi ja puhelinnumerosi voidaan jakaa mainoskumppaneille vain peruuttamattomina SHA-256-tiivisteinä, ei koskaan luettavassa muodossa.'),
      ],
    },
    {
      id: 'recipients',
      heading: 'Kenelle tietoja luovutetaan',
      blocks: [
        ul(
          'Kaupat, joista ostat: nimesi, toimitusosoitteesi, sähköpostiosoitteesi ja puhelinnumerosi sekä niiltä tilaamasi tuotteet – se, mitä ne tarvitsevat tilauksen toimittamiseen ja palautusten käsittelyyn.',
          'Kirjautumispalvelumme Stytch: sähköpostiosoitteesi kirjautumiskoodien lähettämistä ja istuntojen hallintaa varten.',
          'Maksupalveluntarjoajamme Avarda, Adyen ja Stripe: maksusi käsittelyyn tarvittavat tiedot. Laskun ja osamaksun kohdalla Avarda tarkistaa myös luottokelpoisuutesi.',
          'Kuljetusyhtiöt kauppojen kautta: toimitusosoitteesi ja yhteystietosi paketin toimittamista varten.',
          'Viranomaiset, kun laki sitä edellyttää.',
        ),
        p('Palveluntarjoajamme käsittelevät tietoja vain ohjeidemme mukaan ja tietojenkäsittelysopimuksen perusteella. Emme koskaan myy henkilötietojasi.'),
      ],
    },
    {
      id: 'transfers',
      heading: 'Siirrot EU:n ulkopuolelle',
      blocks: [
        p('Osa palveluntarjoajistamme, kuten Stytch, on Yhdysvalloista. Kun henkilötietoja siirretään EU:n tai ETA:n ulkopuolelle, siirto perustuu Euroopan komission tietosuojan riittävyyttä koskevaan päätökseen (kuten EU:n ja Yhdysvaltojen väliseen tietosuojakehykseen) tai komission vakiosopimuslausekkeisiin, tarvittaessa lisäsuojatoimin.'),
      ],
    },
    {
      id: 'retention',
      heading: 'Kuinka kauan säilytämme tietoja',
      blocks: [
        ul(
          'Tilin tiedot: niin kauan kuin sinulla on tili. Poistamme tilit, joita ei ole käytetty kolmeen vuoteen.',
          'Tilaukset, laskut ja kuitit: niin kauan kuin kirjanpitolaki edellyttää – Suomessa kuusi vuotta sen vuoden lopusta, jona oston tilikausi päättyi.',
          'Hintavahdit: kunnes poistat hintavahdin tai tilisi.',
          'Asiakaspalveluviestit: kaksi vuotta asian käsittelyn päättymisestä.',
          'Tilastotiedot: enintään 14 kuukautta.',
        ),
      ],
    },
    {
      id: 'rights',
      heading: 'Oikeutesi',
      blocks: [
        ul(
          'Tarkastusoikeus: voit saada kopion sinusta tallennetuista henkilötiedoista.',
          'Oikaisuoikeus: voit pyytää korjaamaan virheelliset tiedot.',
          'Poisto-oikeus: voit pyytää poistamaan tietosi, ellei laki velvoita meitä säilyttämään niitä.',
          'Oikeus siirtää tiedot: voit saada meille antamasi tiedot koneluettavassa muodossa.',
          'Vastustamisoikeus: voit vastustaa oikeutettuun etuumme perustuvaa käsittelyä ja suoramarkkinointia milloin tahansa.',
          'Käsittelyn rajoittaminen: voit pyytää rajoittamaan käsittelyä siksi aikaa, kun tietojasi koskevaa kysymystä selvitetään.',
          'Suostumuksen peruminen: voit perua suostumuksesi milloin tahansa; se ei vaikuta ennen perumista tapahtuneeseen käsittelyyn.',
        ),
        p(['Käytä oikeuksiasi kirjoittamalla osoitteeseen ', supportEmail, '. Vastaamme kuukauden kuluessa ja voimme pyytää sinua vahvistamaan henkilöllisyytesi, esimerkiksi kirjautumalla sisään.']),
      ],
    },
    {
      id: 'complaints',
      heading: 'Valitus valvontaviranomaiselle',
      blocks: [
        p('Jos katsot, että käsittelemme tietojasi lainvastaisesti, voit tehdä valituksen tietosuojaviranomaiselle erityisesti siinä maassa, jossa asut tai työskentelet:'),
        ul(
          ['Suomi: Tietosuojavaltuutetun toimisto, ', link('https://tietosuoja.fi', 'tietosuoja.fi')],
          ['Ruotsi: Integritetsskyddsmyndigheten (IMY), ', link('https://www.imy.se', 'imy.se')],
          ['Alankomaat: Autoriteit Persoonsgegevens, ', link('https://www.autoriteitpersoonsgegevens.nl', 'autoriteitpersoonsgegevens.nl')],
        ),
        p('Toivomme, että annat meille ensin mahdollisuuden selvittää asia kanssasi.'),
      ],
    },
    {
      id: 'security',
      heading: 'Miten suojaamme tietosi',
      blocks: [
        p('Kaikki yhteydet Koriin ovat salattuja. Sivun skriptit eivät pääse lukemaan kirjautumisevästeitä, emme säilytä salasanoja lainkaan, ja henkilötietoihin pääsevät vain ne, jotka tarvitsevat niitä työssään.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Muutokset tähän selosteeseen',
      blocks: [
        p('Päivitämme tätä selostetta, kun tapamme käsitellä henkilötietoja muuttuu. Sivun yläreunan päivämäärä kertoo voimassa olevan version. Jos muutos vaikuttaa sinuun merkittävästi, kerromme siitä myös sähköpostitse.'),
      ],
    },
  ],
};
