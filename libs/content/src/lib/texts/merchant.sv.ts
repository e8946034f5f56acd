import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const merchantSv: ContentDocument = {
  lead: [
    'Kori jämför erbjudanden från webbutiker i Finland, Sverige och Nederländerna. Här ser du butikerna som levererar till ditt land och deras leveransvillkor, och vi förklarar hur vi ordnar deras erbjudanden.',
  ],
  sections: [
    {
      id: 'ranking',
      heading: 'Så rangordnas erbjudandena',
      blocks: [
        p('På varje produktsida ordnas erbjudandena efter det totalpris som du betalar för leverans till ditt land:'),
        ol(
          'Vi utgår från butikens pris för varan, inklusive moms.',
          'Vi lägger till butikens fraktkostnad till ditt land. Om varans pris når butikens gräns för fri frakt är frakten gratis och ingenting läggs till.',
          'Erbjudandena sorteras efter detta totalpris, lägst först.',
          'Erbjudanden där varan är slut i lager hamnar sist, oavsett pris.',
        ),
        p('Om två erbjudanden har samma totalpris kommer det med lägst varupris först. Är även det lika kommer den butik först som har levererat störst andel beställningar i tid.'),
        p('Vid varje erbjudande förklarar vi varför det står där det står, till exempel ”lägsta totalpris” eller ”fri frakt inräknad”.'),
      ],
    },
    {
      id: 'not-for-sale',
      heading: 'Placeringar säljs inte',
      blocks: [
        p('Butiker kan inte betala för en bättre placering, och vi gynnar ingen butik. Kori får provision från butikerna på beställningar som görs via Kori; provisionen påverkar inte ordningen, och alla butiker rangordnas enligt samma regler.'),
      ],
    },
    {
      id: 'prices',
      heading: 'Priser, erbjudanden och lägsta pris på 30 dagar',
      blocks: [
        p('Priser och lagersaldon kommer från butikerna och uppdateras flera gånger om dagen. När du går till kassan kontrollerar Kori varje pris med butiken igen. Har priset ändrats ser du det nya priset innan du betalar.'),
        p('När ett pris har sänkts visar vi det lägsta priset under de senaste 30 dagarna bredvid, så som EU:s regler om prisinformation (Omnibusdirektivet) kräver. Då kan du se om sänkningen är verklig.'),
        p('Vi märker en vara med ”Erbjudande” när dess bästa aktuella pris ligger minst 5 % under det lägsta priset de föregående 30 dagarna och under genomsnittspriset för de senaste 90 dagarna. Sänkningen vi visar anges mot det lägsta priset på 30 dagar.'),
      ],
    },
    {
      id: 'delivery-terms',
      heading: 'Så läser du leveransvillkoren',
      blocks: [
        ul(
          'Fraktkostnad: vad butiken tar betalt för att leverera en beställning till ditt land.',
          'Fri frakt från: det ordervärde från vilket butiken levererar gratis. Det räknas per butik, på de varor som du köper från just den butiken.',
          'Leveranstid: butikens normala tid från beställning till leverans, i arbetsdagar.',
          'Leveranssätt: hemleverans, leverans till ett utlämningsställe eller hämtning i butiken.',
          'I tid: andelen av butikens Kori-beställningar som kom fram inom utlovad tid. En ny butik har ingen siffra förrän den har levererat tillräckligt många beställningar.',
        ),
        p(['Varje butiks egna köp- och returvillkor gäller för ditt köp från den. Du hittar dem i din beställning och i vårt ', link('/help#withdrawal-right', 'hjälpcenter'), '.']),
      ],
    },
    {
      id: 'for-merchants',
      heading: 'Sälj på Kori',
      blocks: [
        p(['Driver du en webbutik som levererar till Finland, Sverige eller Nederländerna? För att synas på Kori behöver vi ett produktflöde med priser, fraktkostnader och lagersaldo, och ett gränssnitt där Kori kan lägga beställningar. Skriv till ', supportEmail, ' och berätta om din butik.']),
      ],
    },
  ],
};
