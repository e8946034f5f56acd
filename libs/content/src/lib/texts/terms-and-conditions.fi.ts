import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const termsAndConditionsFi: ContentDocument = {
  lead: [
    'Näitä ehtoja sovelletaan, kun käytät Koria tarjousten vertailuun ja ostat tuotteita Korissa mukana olevista kaupoista. Lue ehdot ennen kuin teet tilauksen.',
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Soveltamisala',
      blocks: [
        p('Korin tarjoaa Kori Oy, Helsinki (”Kori”, ”me”). Näitä ehtoja sovelletaan Korin verkkosivustoon ja sovellukseen sekä jokaiseen niiden kautta tehtyyn tilaukseen. Kori on tarkoitettu kuluttajille. Tilauksen tekeminen edellyttää, että olet vähintään 18-vuotias tai että sinulla on huoltajasi suostumus.'),
      ],
    },
    {
      id: 'kori-role',
      heading: 'Korin rooli',
      blocks: [
        p('Kori on välittäjä. Näytämme itsenäisten kauppojen tarjoukset, vastaanotamme tilauksesi ja maksusi yhdellä kassalla ja teemme nimissäsi tilauksen jokaiseen kauppaan. Tuotteen kauppasopimus syntyy sinun ja tuotteen myyvän kaupan välille.'),
        p('Kauppa vastaa tuotteesta, sen toimituksesta, takuusta ja ostajan lakisääteisistä oikeuksistasi omien myyntiehtojensa mukaisesti, ja myös niitä sovelletaan. Kori vastaa omasta palvelustaan: siitä, että kassalla antamasi tiedot välitetään oikein, että tilauksesi tehdään sellaisina kuin vahvistit ne ja että maksusi käsitellään asianmukaisesti.'),
      ],
    },
    {
      id: 'account',
      heading: 'Tili ja kirjautuminen',
      blocks: [
        p('Kirjaudut sähköpostiisi lähetetyllä kertakäyttöisellä koodilla; Kori ei käytä salasanoja. Pidä sähköpostitilisi turvassa, sillä kuka tahansa, joka pääsee lukemaan sähköpostiasi, voi kirjautua Kori-tilillesi. Kerro meille heti, jos epäilet väärinkäyttöä. Voimme jäädyttää tilin, jota käytetään näiden ehtojen vastaisesti.'),
      ],
    },
    {
      id: 'prices',
      heading: 'Hinnat ja tuotetiedot',
      blocks: [
        p('Hinnat, toimituskulut, saatavuus ja tuotekuvaukset tulevat kaupoilta. Hinnat sisältävät arvonlisäveron. Ennen maksamista kassa tarkistaa jokaisen hinnan ja toimituskulun kaupasta ja näyttää maksettavan loppusumman. Jos jokin on muuttunut sen jälkeen, kun lisäsit tuotteen ostoskoriin, näet uudet tiedot ennen vahvistamista.'),
        p('Jos kaupan hinnoittelussa on ilmeinen virhe, kauppa voi perua tilauksen kyseisen tuotteen osalta. Saat silloin takaisin kaiken, mitä siitä maksoit.'),
      ],
    },
    {
      id: 'ordering',
      heading: 'Näin tilaus syntyy',
      blocks: [
        ol(
          'Lisäät ostoskoriin tuotteita yhdestä tai useammasta kaupasta ja siirryt kassalle.',
          'Kassa näyttää kunkin kaupan toimitusvaihtoehdot, toimituskulut ja loppusumman. Annat toimitustietosi ja valitset maksutavan.',
          'Kun vahvistat ja maksat, valtuutat Korin tekemään nimissäsi tilauksen jokaiseen kauppaan antamillasi tiedoilla.',
          'Kori tekee tilaukset. Kauppasopimus kaupan kanssa syntyy, kun kauppa hyväksyy tilauksen.',
          'Saat vahvistuksen sähköpostiisi, ja tilaukset näkyvät kohdassa Omat tilaukset.',
        ),
        p('Jos jokin kauppa ei hyväksy tilaustaan, kerromme siitä heti. Sitä osaa ei veloiteta tai se palautetaan sinulle. Tilaukset muihin kauppoihin pysyvät voimassa.'),
      ],
    },
    {
      id: 'payment',
      heading: 'Maksaminen',
      blocks: [
        p('Maksat koko ostoksen kerralla. Kori ottaa maksun vastaan maksupalveluntarjoajiensa kautta ja tilittää kullekin kaupalle sen osuuden. Kun olet maksanut Korille – tai laskun ja osamaksun osalta Avardalle – olet maksanut kaupoille.'),
        ul(
          'Korttimaksut käsittelevät Adyen ja Stripe. Kori ei koskaan näe eikä tallenna korttinumeroasi.',
          'Laskun ja osamaksun tarjoaa Avarda, ja niihin sovelletaan Avardan luottopäätöstä ja ehtoja, jotka hyväksyt valitessasi maksutavan.',
        ),
      ],
    },
    {
      id: 'delivery',
      heading: 'Toimitus',
      blocks: [
        p('Jokainen kauppa toimittaa omat tuotteensa valitsemallasi tavalla. Toimitusajat ovat kauppojen antamia arvioita. Vastuu tuotteista siirtyy sinulle, kun vastaanotat ne. Tarkista paketti vastaanottaessasi ja ilmoita näkyvistä kuljetusvaurioista viipymättä meille tai kuljetusyhtiölle.'),
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Peruuttamisoikeus ja palautukset',
      blocks: [
        p('Voit peruuttaa ostoksen 14 päivän kuluessa tuotteiden vastaanottamisesta ilmoittamatta syytä, kuten EU:n kuluttajansuoja etämyynnissä edellyttää. Laki rajaa pois joitakin tuotteita, kuten sinetöidyt hygieniatuotteet, joiden sinetti on avattu, ja omien määritystesi mukaan valmistetut tuotteet.'),
        p(['Ilmoita peruuttamisesta meille tai kaupalle 14 päivän kuluessa, esimerkiksi sähköpostilla osoitteeseen ', supportEmail, '. Palauta tuotteet 14 päivän kuluessa ilmoituksestasi. Kauppa palauttaa hinnan ja alkuperäiset tavanomaiset toimituskulut 14 päivän kuluessa ilmoituksestasi, mutta se voi odottaa, kunnes se on saanut tuotteet takaisin. Kaupan ehdoista näet, kuka maksaa palautuksen kuljetuksen. Jos kauppa tarjoaa pidemmän palautusajan, voit käyttää sitä. Vaiheittaiset ohjeet löydät ', link('/help#how-to-return', 'ohjeista'), '.']),
      ],
    },
    {
      id: 'defects',
      heading: 'Virheelliset tuotteet ja reklamaatiot',
      blocks: [
        p('Jos tuote on virheellinen tai ei vastaa kuvausta, kauppa vastaa siitä ostoosi sovellettavan kuluttajansuojalainsäädännön mukaan. Ilmoita virheestä meille tai kaupalle kohtuullisessa ajassa siitä, kun huomasit sen. Välitämme reklamaatiosi, autamme sinua sen kanssa ja seuraamme asiaa, kunnes se on ratkaistu.'),
      ],
    },
    {
      id: 'coupons',
      heading: 'Alennuskoodit, kampanjat ja suosituskoodit',
      blocks: [
        p(['Alennuskoodit, kampanjat ja suosituskoodit ovat voimassa vain omien ehtojensa mukaisesti. Ehdot julkaistaan kampanjan yhteydessä ja ', link('/campaign-terms', 'kampanjaehdoissa'), '. Koodilla ei ole rahallista arvoa, eikä sitä voi vaihtaa rahaksi. Yhdessä tilauksessa voi käyttää vain yhtä koodia, elleivät koodin ehdot toisin sano.']),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Hyväksyttävä käyttö',
      blocks: [
        ul(
          'Anna itsestäsi ja toimitusosoitteestasi oikeat tiedot.',
          'Älä käytä robotteja tai muita automaattisia keinoja Korin sisällön kopioimiseen tai tilausten tekemiseen.',
          'Älä yritä kiertää alennuskoodien rajoituksia esimerkiksi luomalla useita tilejä.',
          'Älä häiritse palvelua äläkä yritä päästä käsiksi tietoihin, joita ei ole tarkoitettu sinulle.',
        ),
        p('Voimme perua näiden sääntöjen vastaisesti saadut tilaukset ja alennukset ja sulkea kyseisen tilin.'),
      ],
    },
    {
      id: 'liability',
      heading: 'Vastuu',
      blocks: [
        p('Kori vastaa vahingoista, jotka johtuvat sen omasta huolimattomuudesta palvelun tarjoamisessa. Kori ei vastaa kauppojen tuotteista, toimituksista tai muista velvoitteista, koska ne ovat kauppojen vastuulla, mutta autamme sinua käyttämään oikeuksiasi kauppaa kohtaan.'),
        p('Kori ei vastaa välillisistä vahingoista, kuten menetetyistä tuloista, ellei vahinkoa ole aiheutettu tahallaan tai törkeällä huolimattomuudella. Pyrimme pitämään Korin käytettävissä jatkuvasti, mutta palveluun voi tulla katkoja huollon tai meistä riippumattomien syiden vuoksi.'),
        p('Mikään näissä ehdoissa ei rajoita pakottavan kuluttajansuojalainsäädännön mukaisia oikeuksiasi.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Ehtojen muuttaminen',
      blocks: [
        p('Voimme muuttaa näitä ehtoja. Tilaukseen sovelletaan ehtoja, jotka olivat voimassa tilaushetkellä. Ilmoitamme merkittävistä muutoksista sivustolla ennen niiden voimaantuloa ja sähköpostitse, jos sinulla on tili.'),
      ],
    },
    {
      id: 'law-and-disputes',
      heading: 'Sovellettava laki ja riitojen ratkaisu',
      blocks: [
        p('Näihin ehtoihin sovelletaan Suomen lakia. Kuluttajana säilytät asuinmaasi pakottavan kuluttajansuojalainsäädännön antaman suojan.'),
        p(['Jos et ole tyytyväinen, ota ensin yhteyttä meihin osoitteessa ', supportEmail, '; useimmat asiat ratkeavat nopeasti. Voit myös viedä riidan oman maasi kuluttajariitoja käsittelevään elimeen:']),
        ul(
          'Suomi: kuluttajariitalautakunta, kun olet ensin ollut yhteydessä kuluttajaneuvontaan.',
          'Ruotsi: Allmänna reklamationsnämnden (ARN).',
          'Alankomaat: De Geschillencommissie.',
        ),
        p('Voit myös nostaa kanteen asuinpaikkasi käräjäoikeudessa.'),
      ],
    },
    {
      id: 'contact',
      heading: 'Yhteystiedot',
      blocks: [p(['Kori Oy, Helsinki. Sähköposti: ', supportEmail, '.'])],
    },
  ],
};
