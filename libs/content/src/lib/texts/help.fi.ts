import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

const myOrders = link('/my/orders', 'Omat tilaukset');

export const helpFi: ContentDocument = {
  lead: [
    ['Vastaukset asiakkaidemme yleisimpiin kysymyksiin aiheittain. Avaa kysymys, niin näet vastauksen. Jos et löydä etsimääsi, kirjoita meille osoitteeseen ', supportEmail, ' – vastaamme arkipäivisin, yleensä yhden työpäivän kuluessa.'],
  ],
  sections: [
    {
      id: 'ordering',
      heading: 'Tilaaminen',
      blocks: [],
      questions: [
        {
          id: 'how-ordering-works',
          question: 'Miten ostaminen Korin kautta toimii?',
          answer: [
            p('Kori näyttää monen verkkokaupan tarjoukset rinnakkain. Voit lisätä tuotteita eri kaupoista samaan ostoskoriin ja maksaa kaiken yhdellä kertaa. Kun maksusi on hyväksytty, Kori tekee puolestasi erillisen tilauksen jokaiseen kauppaan, ja kukin kauppa pakkaa ja toimittaa omat tuotteensa.'),
            p(['Ostosopimus syntyy sinun ja kunkin kaupan välille, joten kaupan omat toimitus- ja palautusehdot ovat voimassa. Kori hoitaa tilaamisen ja maksamisen, ja meihin voit ottaa yhteyttä, jos jokin menee vikaan. Tarkemmat tiedot löydät ', link('/terms-and-conditions', 'käyttö- ja toimitusehdoista'), '.']),
          ],
        },
        {
          id: 'order-confirmation',
          question: 'Mistä tiedän, että tilaukseni meni perille?',
          answer: [
            p(['Kassan jälkeen näet vahvistussivun, jossa on tilausnumerosi ja yhteenveto kunkin kaupan osuudesta. Lähetämme saman vahvistuksen myös sähköpostiisi. Voit seurata tilausta milloin tahansa kohdassa ', myOrders, ', kun olet kirjautunut sillä sähköpostiosoitteella, jota käytit kassalla.']),
          ],
        },
        {
          id: 'shop-rejected-order',
          question: 'Mitä tapahtuu, jos jokin kauppa ei voi ottaa tilausta vastaan?',
          answer: [
            p('Ennen kuin maksat, Kori tarkistaa jokaisen tuotteen hinnan, saatavuuden ja toimitusvaihtoehdot kaupasta. Jos kauppa silti hylkää tilauksen, kun Kori tekee sen – esimerkiksi koska viimeinen kappale myytiin juuri ennen sinua – kerromme siitä heti. Tilauksesi muihin kauppoihin etenevät normaalisti. Et maksa siitä osasta, jota kauppa ei hyväksynyt; jos summa oli jo veloitettu, se palautetaan käyttämällesi maksutavalle.'),
          ],
        },
        {
          id: 'change-or-cancel',
          question: 'Voinko muuttaa tai perua tilauksen?',
          answer: [
            p(['Kaupat alkavat käsitellä tilauksia nopeasti, joten tehtyä tilausta ei voi enää muuttaa. Jos haluat perua tilauksen, kirjoita mahdollisimman pian osoitteeseen ', supportEmail, ' ja kerro tilausnumerosi. Pyydämme kauppaa perumaan tilauksen ennen lähetystä. Jos paketti on jo matkalla, voit käyttää peruuttamisoikeuttasi, kun se saapuu (katso Palautukset ja hyvitykset alempana).']),
          ],
        },
        {
          id: 'order-limits',
          question: 'Onko tilauksella vähimmäis- tai enimmäiskokoa?',
          answer: [
            p('Joillakin kaupoilla on vähimmäistilausarvo; kassa kertoo, jos yhden kaupan tuotteet eivät yllä siihen. Turvallisuussyistä yhden kassakäynnin loppusummalla on myös yläraja. Jos ostoskorisi ylittää sen, kassa kertoo siitä, ja voit jakaa ostokset kahteen tilaukseen.'),
          ],
        },
      ],
    },
    {
      id: 'delivery',
      heading: 'Toimitus',
      blocks: [],
      questions: [
        {
          id: 'delivery-cost',
          question: 'Miten toimituskulut lasketaan?',
          answer: [
            p(['Jokainen kauppa perii omat toimituskulunsa. Jos samasta kaupasta ostamasi tuotteet ylittävät kaupan ilmaisen toimituksen rajan, toimitus siitä kaupasta on ilmainen. Näet kassalla jokaisen kaupan toimituskulut ennen maksamista, ja loppusumma sisältää ne kaikki. Kaikkien kauppojen toimitusehdot on koottu ', link('/merchant', 'kauppasivulle'), '.']),
          ],
        },
        {
          id: 'delivery-options',
          question: 'Voinko valita toimitustavan?',
          answer: [
            p('Kyllä, aina kun kauppa tarjoaa useamman vaihtoehdon. Kaupasta riippuen voit valita kotiinkuljetuksen, toimituksen noutopisteeseen tai noudon kaupasta. Kassa ehdottaa ensin edullisinta vaihtoehtoa, ja voit vaihtaa sen kaupoittain ennen maksamista.'),
          ],
        },
        {
          id: 'delivery-time',
          question: 'Milloin tilaukseni saapuu?',
          answer: [
            p('Kaupat toimittavat tilaukset erikseen, joten jos ostit useasta kaupasta, saat useamman paketin, mahdollisesti eri päivinä. Kauppasivulla näkyy kunkin kaupan tavallinen toimitusaika arkipäivinä, ja kassa näyttää arvion valitsemallesi toimitustavalle.'),
          ],
        },
        {
          id: 'tracking',
          question: 'Miten voin seurata pakettiani?',
          answer: [
            p(['Kun kauppa on lähettänyt tuotteesi, seurantatiedot näkyvät tilauksessa kohdassa ', myOrders, ': kauppa, seurantatunnus ja viimeisin tila, kuten kuljetuksessa, jakelussa tai noudettavissa. Lähetyksen koko historia näkyy päivämäärineen ja paikkoineen.']),
          ],
        },
        {
          id: 'delivery-problem',
          question: 'Pakettini on myöhässä, vahingoittunut tai kadonnut. Mitä teen?',
          answer: [
            p(['Tarkista ensin viimeisin tila kohdasta ', myOrders, '. Jos paketti on myöhässä yli muutaman arkipäivän, saapuu vahingoittuneena tai ei ole tullut perille, vaikka tila näyttää toimitetulta, kirjoita osoitteeseen ', supportEmail, ' ja kerro tilausnumerosi. Otamme puolestasi yhteyttä kauppaan ja kuljetusyhtiöön. Jos paketti on vahingoittunut, säilytä pakkaus ja ota valokuvia: ne auttavat reklamaation käsittelyssä.']),
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Maksaminen',
      blocks: [],
      questions: [
        {
          id: 'payment-methods',
          question: 'Mitä maksutapoja voin käyttää?',
          answer: [
            p('Voit maksaa kortilla, laskulla tai osamaksulla. Korttimaksut käsittelevät maksupalveluntarjoajamme Adyen ja Stripe. Laskun ja osamaksun tarjoaa Avarda, joka tarkistaa luottokelpoisuutesi ennen hyväksyntää. Käytettävissä olevat maksutavat voivat riippua maasta ja tilauksen summasta, ja kassa näyttää ne, joita voit käyttää.'),
          ],
        },
        {
          id: 'when-charged',
          question: 'Milloin maksu veloitetaan?',
          answer: [
            p('Korttimaksu hyväksytään, kun vahvistat ostoksen kassalla, ja se kattaa ne tilaukset, jotka kaupat hyväksyvät. Jos jokin kauppa ei voi ottaa osuuttaan vastaan, sitä osaa ei veloiteta tai se palautetaan kortillesi. Laskulla tai osamaksulla maksat Avardalle laskun tai luottosopimuksen eräpäivien mukaan.'),
          ],
        },
        {
          id: 'invoice',
          question: 'Mistä löydän laskuni?',
          answer: [
            p(['Jos maksoit laskulla tai osamaksulla, laskun tiedot – summa, eräpäivä, tilinumero ja viitenumero – ovat tilauksen tiedoissa kohdassa ', myOrders, '. Käytä maksaessasi aina annettua viitenumeroa, jotta maksu kohdistuu oikealle laskulle. Jos tarvitset lisäaikaa, ota yhteyttä Avardaan ennen eräpäivää.']),
          ],
        },
        {
          id: 'payment-declined',
          question: 'Maksuni hylättiin. Mitä voin tehdä?',
          answer: [
            ul(
              'Kortti: tarkista kortin tiedot, verkko-ostosten raja ja se, pyysikö pankkisi vahvistusta sovelluksessaan. Yritä sitten uudelleen tai käytä toista korttia.',
              'Lasku tai osamaksu: Avarda tekee päätöksen luottotietojen perusteella eikä voi aina kertoa syytä. Kori ei näe luottotietojasi. Voit silti maksaa kortilla.',
              'Jos kassa kertoo, ettei osoitettasi voitu varmistaa, tarkista, että se vastaa täsmälleen väestötietoihin merkittyä kotiosoitettasi, ja yritä uudelleen.',
            ),
          ],
        },
        {
          id: 'vat',
          question: 'Sisältävätkö hinnat arvonlisäveron?',
          answer: [
            p('Kyllä. Kaikki Korin hinnat ovat kuluttajahintoja, joihin arvonlisävero sisältyy. Tilauksen yhteenveto ja kuittisi näyttävät, paljonko loppusummaan sisältyy arvonlisäveroa.'),
          ],
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Palautukset ja hyvitykset',
      blocks: [],
      questions: [
        {
          id: 'withdrawal-right',
          question: 'Voinko palauttaa ostamani tuotteen?',
          answer: [
            p('Kyllä. EU:ssa voit peruuttaa verkko-ostoksen 14 päivän kuluessa tavaran vastaanottamisesta ilmoittamatta syytä. Laki rajaa pois joitakin tuotteita, esimerkiksi sinetöidyt hygieniatuotteet, joiden sinetti on avattu, ja omien määritystesi mukaan valmistetut tuotteet. Monet kaupat tarjoavat pidemmän palautusajan; kaupan palautusehdot löytyvät tilauksesi tiedoista.'),
          ],
        },
        {
          id: 'how-to-return',
          question: 'Miten palautan tuotteen?',
          answer: [
            ol(
              ['Ilmoita meille 14 päivän kuluessa tuotteen vastaanottamisesta, että peruutat ostoksen. Riittää, että lähetät osoitteeseen ', supportEmail, ' tilausnumerosi ja tiedon palautettavista tuotteista.'],
              'Pakkaa tuote huolellisesti, mieluiten alkuperäiseen pakkaukseensa, kaikkine tarvikkeineen.',
              'Lähetä tuote takaisin 14 päivän kuluessa ilmoituksestasi kaupan ohjeiden mukaan. Kaupan palautusehdoista näet, maksaako kauppa palautuksen postikulut.',
            ),
          ],
        },
        {
          id: 'refund-timing',
          question: 'Milloin saan rahani takaisin?',
          answer: [
            p('Kaupan on palautettava rahat 14 päivän kuluessa peruutusilmoituksestasi, mutta se saa odottaa, kunnes se on saanut tuotteen takaisin tai olet osoittanut lähettäneesi sen. Rahat palautetaan samaa reittiä kuin maksoit: kortillesi tai hyvityksenä laskullesi. Jos käytit alennuskoodia, saat takaisin sen summan, jonka todella maksoit.'),
          ],
        },
        {
          id: 'faulty-product',
          question: 'Tuote on viallinen. Mitkä ovat oikeuteni?',
          answer: [
            p('Kauppa vastaa virheistä kuluttajansuojalain mukaan myös palautusajan päätyttyä. Ilmoita meille tai kaupalle kohtuullisessa ajassa siitä, kun huomasit vian, kuvaile vika ja liitä mukaan valokuvia, jos voit. Kauppa korjaa tai vaihtaa tuotteen tai, jos kumpikaan ei ole mahdollista, antaa hinnanalennuksen tai palauttaa rahat.'),
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Tili ja kirjautuminen',
      blocks: [],
      questions: [
        {
          id: 'sign-in-code',
          question: 'Miten kirjaudun? Minulla ei ole salasanaa.',
          answer: [
            p('Kori ei käytä salasanoja. Kirjoita sähköpostiosoitteesi, niin lähetämme sinulle kuusinumeroisen koodin. Kirjoita koodi kirjautumissivulle, ja olet sisällä. Koodi on voimassa 5 minuuttia ja toimii kerran. Jos sinulla ei vielä ole tiliä, se luodaan, kun kirjaudut ensimmäisen kerran.'),
          ],
        },
        {
          id: 'code-not-arriving',
          question: 'Kirjautumiskoodi ei tule perille.',
          answer: [
            p('Odota hetki ja katso myös roskapostikansio. Tarkista, että sähköpostiosoite on kirjoitettu oikein. Jos koodi on vanhentunut, valitse ”Lähetä uusi koodi”. Vain viimeisin koodi toimii.'),
          ],
        },
        {
          id: 'stay-signed-in',
          question: 'Kuinka kauan pysyn kirjautuneena?',
          answer: [
            p('Enintään 30 päivää samalla laitteella ja selaimella, ellet kirjaudu ulos. Jos istunto päättyy, kirjaudut vain uudelleen uudella koodilla.'),
          ],
        },
        {
          id: 'missing-orders',
          question: 'Miksi en näe tilauksiani?',
          answer: [
            p(['Tilaukset on liitetty siihen sähköpostiosoitteeseen, jota käytit kassalla. Kirjaudu sillä osoitteella, niin näet ne kohdassa ', myOrders, '.']),
          ],
        },
        {
          id: 'delete-account',
          question: 'Miten poistan tilini?',
          answer: [
            p(['Kirjoita osoitteeseen ', supportEmail, ' tiliisi liitetystä sähköpostiosoitteesta. Poistamme tilisi ja henkilötietosi lukuun ottamatta tietoja, jotka lain mukaan on säilytettävä, kuten tilaustesi kirjanpitoaineiston. Lue lisää ', link('/privacy-statement', 'tietosuojaselosteesta'), '.']),
          ],
        },
      ],
    },
    {
      id: 'price-alerts',
      heading: 'Hintavahdit',
      blocks: [],
      questions: [
        {
          id: 'create-alert',
          question: 'Miten hintavahti toimii?',
          answer: [
            p('Aseta tuotesivulla hinta, jonka haluaisit maksaa, ja anna sähköpostiosoitteesi tai kirjaudu sisään. Vertaamme parhaita tarjouksia säännöllisesti ja lähetämme sinulle sähköpostia, kun tuotetta saa tavoitehinnallasi tai halvemmalla.'),
          ],
        },
        {
          id: 'alert-price',
          question: 'Mihin hintaan hintavahtia verrataan?',
          answer: [
            p('Kokonaishintaan toimitettuna maahasi: tuotteen hintaan lisättynä kaupan toimituskuluilla, kaupan ilmaisen toimituksen raja huomioiden. Sama hinta ratkaisee myös tarjousten järjestyksen.'),
          ],
        },
        {
          id: 'delete-alert',
          question: 'Miten lopetan hintavahdin?',
          answer: [
            p('Jokaisessa hintavahdin sähköpostissa on linkki hintavahdin poistamiseen. Avaa linkki, niin hintavahti poistuu heti, ja sivu vahvistaa sen. Voit asettaa uuden hintavahdin milloin tahansa.'),
          ],
        },
      ],
    },
    {
      id: 'coupons',
      heading: 'Alennuskoodit ja kampanjat',
      blocks: [],
      questions: [
        {
          id: 'use-coupon',
          question: 'Miten käytän alennuskoodia?',
          answer: [
            p('Kirjoita koodi kassalla alennuskoodikenttään. Alennus näkyy tilauksen yhteenvedossa ennen maksamista. Kampanjalinkin tai -bannerin mukana tuleva koodi lisätään puolestasi.'),
          ],
        },
        {
          id: 'coupon-rejected',
          question: 'Miksi alennuskoodiani ei hyväksytty?',
          answer: [
            p('Kassa kertoo syyn. Yleisimmät syyt ovat:'),
            ul(
              'Koodi on vanhentunut, tai sen kampanja ei ole vielä alkanut.',
              'Koodi on jo käytetty – useimmat koodit toimivat kerran asiakasta kohden.',
              'Tuotteesi eivät yllä koodin vaatimaan vähimmäishintaan.',
              'Koodi on tarkoitettu ensiostajille, ja olet jo aiemmin tehnyt tilauksen, joka on toimitettu loppuun.',
              'Koodissa on kirjoitusvirhe. Isoilla ja pienillä kirjaimilla ei ole väliä, mutta jokaisella merkillä on.',
            ),
          ],
        },
        {
          id: 'star-code',
          question: 'Mikä on STAR-koodi?',
          answer: [
            p(['STAR on tervetuliaisalennuksemme ensiostajille eli asiakkaille, joilla ei vielä ole Korissa loppuun toimitettua tilausta. Koodi toimii kerran, eikä sitä voi yhdistää muihin koodeihin. Alennus ja kampanja-aika näkyvät kampanjabannerissa, ja kaikki ehdot ovat ', link('/campaign-terms', 'kampanjaehdoissa'), '.']),
          ],
        },
        {
          id: 'invite-friend',
          question: 'Miten Kutsu ystävä toimii?',
          answer: [
            p(['Kun olet kirjautunut, löydät henkilökohtaisen suosituskoodisi ', link('/invite-a-friend', 'Kutsu ystävä'), ' -sivulta. Ystäväsi, joka käyttää koodiasi ensimmäisessä tilauksessaan, saa alennuksen. Kun hänen tilauksensa on toimitettu loppuun, saat alennuskoodin seuraavaan ostokseesi.']),
          ],
        },
        {
          id: 'banner-closed',
          question: 'Suljin kampanjabannerin. Voinko silti käyttää tarjousta?',
          answer: [
            p('Kyllä. Suljettu banneri pysyy piilossa kyseisessä selaimessa 7 päivää, mutta kampanjakoodi toimii kassalla koko kampanjan ajan.'),
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Tietosuoja ja evästeet',
      blocks: [],
      questions: [
        {
          id: 'what-data',
          question: 'Mitä henkilötietoja Kori käyttää?',
          answer: [
            p(['Tilaustesi toimittamiseen tarvitsemme nimesi, toimitusosoitteesi, sähköpostiosoitteesi ja puhelinnumerosi. Kukin kauppa saa vain ne tiedot, joita se tarvitsee omien tuotteidensa toimittamiseen. ', link('/privacy-statement', 'Tietosuojaseloste'), ' kertoo kaiken tarkemmin.']),
          ],
        },
        {
          id: 'cookie-choices',
          question: 'Miten muutan evästevalintojani?',
          answer: [
            p('Valitse ”Evästeasetukset” minkä tahansa sivun alareunasta. Välttämättömät evästeet ovat aina käytössä. Mieltymys-, tilastointi- ja mainosevästeitä käytetään vain, jos sallit ne, ja voit perua suostumuksesi milloin tahansa.'),
          ],
        },
        {
          id: 'my-data',
          question: 'Voinko nähdä tai poistaa minusta tallennetut tiedot?',
          answer: [
            p(['Kyllä. Kirjoita osoitteeseen ', supportEmail, ', niin lähetämme sinulle kopion tiedoistasi, korjaamme ne tai poistamme ne. Vastaamme kuukauden kuluessa.']),
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Ota yhteyttä',
      blocks: [
        p(['Asiakaspalvelu: ', supportEmail, '. Jos kysymyksesi koskee tilausta, kerro tilausnumero. Vastaamme arkipäivisin, yleensä yhden työpäivän kuluessa.']),
        p('Kori Oy, Helsinki.'),
      ],
    },
  ],
};
