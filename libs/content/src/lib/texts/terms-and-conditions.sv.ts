import { link, ol, p, ul, type ContentDocument } from './content-document';
import { supportEmail } from './shared-links';

export const termsAndConditionsSv: ContentDocument = {
  lead: [
    'De här villkoren gäller när du använder Kori för att jämföra erbjudanden och köpa varor från butikerna på Kori. Läs dem innan du gör en beställning.',
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Tillämpning',
      blocks: [
        p('Kori tillhandahålls av Kori Oy, Helsingfors, Finland (”Kori”, ”vi”). Villkoren gäller Koris webbplats och app och varje beställning som görs via dem. Kori riktar sig till konsumenter. För att beställa måste du vara minst 18 år eller ha din vårdnadshavares samtycke.'),
      ],
    },
    {
      id: 'kori-role',
      heading: 'Koris roll',
      blocks: [
        p('Kori är en förmedlare. Vi visar erbjudanden från fristående butiker, tar emot din beställning och betalning i en och samma kassa och lägger en beställning hos varje butik i ditt namn. Köpeavtalet för en vara ingås mellan dig och butiken som säljer den.'),
        p('Butiken ansvarar för varan, leveransen, garantin och dina lagstadgade rättigheter som köpare enligt sina egna köpvillkor, som också gäller. Kori ansvarar för sin egen tjänst: att uppgifterna i kassan förs vidare korrekt, att dina beställningar läggs så som du bekräftade dem och att din betalning hanteras på rätt sätt.'),
      ],
    },
    {
      id: 'account',
      heading: 'Konto och inloggning',
      blocks: [
        p('Du loggar in med en engångskod som skickas till din e-postadress; Kori använder inga lösenord. Skydda ditt e-postkonto, eftersom den som kan läsa din e-post kan logga in på ditt Kori-konto. Meddela oss direkt om du misstänker missbruk. Vi kan stänga av ett konto som används i strid med villkoren.'),
      ],
    },
    {
      id: 'prices',
      heading: 'Priser och produktinformation',
      blocks: [
        p('Priser, fraktkostnader, lagersaldo och produktbeskrivningar kommer från butikerna. Priserna är inklusive moms. Innan du betalar kontrollerar kassan varje pris och fraktkostnad med butiken och visar det totalbelopp du ska betala. Har något ändrats sedan du lade varan i varukorgen ser du de nya uppgifterna innan du bekräftar.'),
        p('Om en butik har gjort ett uppenbart prisfel får den häva beställningen för den varan. Du får då tillbaka allt du har betalat för den.'),
      ],
    },
    {
      id: 'ordering',
      heading: 'Så går en beställning till',
      blocks: [
        ol(
          'Du lägger varor från en eller flera butiker i varukorgen och går till kassan.',
          'Kassan visar leveranssätt, fraktkostnader och totalbelopp för varje butik. Du anger dina leveransuppgifter och väljer betalsätt.',
          'När du bekräftar och betalar ger du Kori fullmakt att lägga en beställning hos varje butik i ditt namn med de uppgifter du har lämnat.',
          'Kori lägger beställningarna. Köpeavtalet med en butik ingås när butiken accepterar beställningen.',
          'Du får en bekräftelse via e-post, och beställningarna visas under Mina beställningar.',
        ),
        p('Om en butik inte accepterar sin beställning meddelar vi dig direkt. Du debiteras inte för den delen, eller så får du tillbaka pengarna. Beställningarna hos de andra butikerna gäller fortfarande.'),
      ],
    },
    {
      id: 'payment',
      heading: 'Betalning',
      blocks: [
        p('Du betalar för hela köpet på en gång. Kori tar emot betalningen via sina betalningsleverantörer och för vidare varje butiks andel. När du har betalat Kori – eller Avarda för faktura och kredit – har du betalat butikerna.'),
        ul(
          'Kortbetalningar hanteras av Adyen och Stripe. Kori ser eller sparar aldrig ditt kortnummer.',
          'Faktura och kredit tillhandahålls av Avarda och förutsätter Avardas kreditprövning och villkor, som du godkänner när du väljer betalsättet.',
        ),
      ],
    },
    {
      id: 'delivery',
      heading: 'Leverans',
      blocks: [
        p('Varje butik levererar sina egna varor på det sätt du har valt. Leveranstiderna är uppskattningar från butikerna. Risken för varorna går över till dig när du tar emot dem. Kontrollera paketet när du tar emot det och meddela oss eller transportföretaget utan dröjsmål om synliga transportskador.'),
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Ångerrätt och returer',
      blocks: [
        p('Du kan ångra ett köp inom 14 dagar från att du tog emot varorna utan att ange skäl, så som EU:s konsumentregler för distansköp föreskriver. Lagen undantar vissa varor, till exempel förseglade hygienartiklar när förseglingen har brutits och varor som tillverkats enligt dina önskemål.'),
        p(['Meddela oss eller butiken inom de 14 dagarna, till exempel med ett mejl till ', supportEmail, '. Skicka tillbaka varorna inom 14 dagar från ditt meddelande. Butiken betalar tillbaka priset och den ursprungliga standardfrakten inom 14 dagar från ditt meddelande, men får vänta tills den har fått tillbaka varorna. Av butikens villkor framgår vem som betalar returfrakten. Erbjuder butiken längre returrätt får du använda den. Steg-för-steg-instruktioner finns i ', link('/help#how-to-return', 'hjälpcentret'), '.']),
      ],
    },
    {
      id: 'defects',
      heading: 'Fel på varor och reklamationer',
      blocks: [
        p('Om en vara är felaktig eller inte stämmer med beskrivningen ansvarar butiken för det enligt den konsumentlagstiftning som gäller för ditt köp. Meddela oss eller butiken inom skälig tid efter att du har upptäckt felet. Vi för vidare din reklamation, hjälper dig med den och följer upp den tills den är löst.'),
      ],
    },
    {
      id: 'coupons',
      heading: 'Rabattkoder, kampanjer och värvningskoder',
      blocks: [
        p(['Rabattkoder, kampanjer och värvningskoder gäller bara enligt sina egna villkor, som publiceras tillsammans med kampanjen och på sidan ', link('/campaign-terms', 'kampanjvillkor'), '. En kod har inget kontantvärde och kan inte växlas in mot pengar. Om inte kodens villkor säger något annat kan bara en kod användas per beställning.']),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Tillåten användning',
      blocks: [
        ul(
          'Lämna korrekta uppgifter om dig själv och din leveransadress.',
          'Använd inte robotar eller andra automatiska metoder för att kopiera innehållet på Kori eller för att lägga beställningar.',
          'Försök inte kringgå begränsningarna för rabattkoder, till exempel genom att skapa flera konton.',
          'Stör inte tjänsten och försök inte komma åt uppgifter som inte är avsedda för dig.',
        ),
        p('Vi kan häva beställningar och rabatter som har erhållits i strid med dessa regler och stänga kontot det gäller.'),
      ],
    },
    {
      id: 'liability',
      heading: 'Ansvar',
      blocks: [
        p('Kori ansvarar för skador som orsakas av Koris egen försumlighet när tjänsten tillhandahålls. Kori ansvarar inte för butikernas varor, leveranser eller andra åtaganden, eftersom de är butikernas ansvar, men vi hjälper dig att göra dina rättigheter gällande mot en butik.'),
        p('Kori ansvarar inte för indirekta skador, som utebliven inkomst, om skadan inte har orsakats med uppsåt eller genom grov vårdslöshet. Vi strävar efter att Kori alltid ska vara tillgängligt, men tjänsten kan avbrytas för underhåll eller av orsaker utanför vår kontroll.'),
        p('Ingenting i dessa villkor begränsar dina rättigheter enligt tvingande konsumentskyddslagstiftning.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Ändringar av villkoren',
      blocks: [
        p('Vi kan ändra villkoren. För en beställning gäller de villkor som gällde när beställningen lades. Väsentliga ändringar meddelar vi på webbplatsen innan de börjar gälla, och via e-post om du har ett konto.'),
      ],
    },
    {
      id: 'law-and-disputes',
      heading: 'Tillämplig lag och tvister',
      blocks: [
        p('Finsk lag gäller för dessa villkor. Som konsument behåller du det skydd som tvingande konsumentlagstiftning ger i det land där du bor.'),
        p(['Är du inte nöjd, kontakta oss först på ', supportEmail, '; de flesta ärenden löser sig snabbt. Du kan också vända dig till tvistlösningsorganet för konsumenter i ditt land:']),
        ul(
          'Finland: Konsumenttvistenämnden (Kuluttajariitalautakunta), efter kontakt med konsumentrådgivningen.',
          'Sverige: Allmänna reklamationsnämnden (ARN).',
          'Nederländerna: De Geschillencommissie.',
        ),
        p('Du kan också väcka talan vid domstolen på den ort där du bor.'),
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [p(['Kori Oy, Helsingfors, Finland. E-post: ', supportEmail, '.'])],
    },
  ],
};
