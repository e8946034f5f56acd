import type { LocalizedText } from '../seed-types';

type Names = [fi: string, en: string, sv: string, nl: string];
const t = ([fi, en, sv, nl]: Names): LocalizedText => ({ fi, en, sv, nl });

/** Specification names in the four languages. */
export const specNames = {
  screenSize: t(['Näytön koko', 'Screen size', 'Skärmstorlek', 'Schermgrootte']),
  storage: t(['Tallennustila', 'Storage', 'Lagring', 'Opslag']),
  memory: t(['Keskusmuisti', 'Memory', 'Arbetsminne', 'Werkgeheugen']),
  battery: t(['Akun kapasiteetti', 'Battery capacity', 'Batterikapacitet', 'Batterijcapaciteit']),
  batteryLife: t(['Akun kesto', 'Battery life', 'Batteritid', 'Batterijduur']),
  camera: t(['Pääkamera', 'Main camera', 'Huvudkamera', 'Hoofdcamera']),
  colour: t(['Väri', 'Colour', 'Färg', 'Kleur']),
  weight: t(['Paino', 'Weight', 'Vikt', 'Gewicht']),
  warranty: t(['Takuu', 'Warranty', 'Garanti', 'Garantie']),
  connectivity: t(['Liitännät', 'Connectivity', 'Anslutningar', 'Aansluitingen']),
  processorCores: t(['Suoritinytimet', 'Processor cores', 'Processorkärnor', 'Processorkernen']),
  resolution: t(['Resoluutio', 'Resolution', 'Upplösning', 'Resolutie']),
  refreshRate: t(['Virkistystaajuus', 'Refresh rate', 'Uppdateringsfrekvens', 'Verversingssnelheid']),
  panel: t(['Paneelityyppi', 'Panel type', 'Paneltyp', 'Paneeltype']),
  power: t(['Teho', 'Power', 'Effekt', 'Vermogen']),
  capacityLitres: t(['Tilavuus', 'Capacity', 'Volym', 'Inhoud']),
  noiseLevel: t(['Melutaso', 'Noise level', 'Ljudnivå', 'Geluidsniveau']),
  waterResistance: t(['Vedenkestävyys', 'Water resistance', 'Vattentålighet', 'Waterbestendigheid']),
  energyClass: t(['Energialuokka', 'Energy class', 'Energiklass', 'Energieklasse']),
  loadCapacity: t(['Täyttömäärä', 'Load capacity', 'Tvättkapacitet', 'Vulgewicht']),
  spinSpeed: t(['Linkousnopeus', 'Spin speed', 'Centrifugeringshastighet', 'Centrifugesnelheid']),
  frameSize: t(['Runkokoko', 'Frame size', 'Ramstorlek', 'Framemaat']),
  range: t(['Toimintamatka', 'Range', 'Räckvidd', 'Actieradius']),
  gears: t(['Vaihteet', 'Gears', 'Växlar', 'Versnellingen']),
  persons: t(['Henkilömäärä', 'Sleeps', 'Antal personer', 'Aantal personen']),
  comfortTemperature: t(['Mukavuuslämpötila', 'Comfort temperature', 'Komforttemperatur', 'Comforttemperatuur']),
  cuttingWidth: t(['Leikkuuleveys', 'Cutting width', 'Klippbredd', 'Maaibreedte']),
  lawnArea: t(['Suositeltu nurmialue', 'Recommended lawn area', 'Rekommenderad gräsyta', 'Aanbevolen gazonoppervlak']),
  pressure: t(['Paine', 'Pressure', 'Tryck', 'Druk']),
  luminousFlux: t(['Valovirta', 'Luminous flux', 'Ljusflöde', 'Lichtstroom']),
  pieces: t(['Palojen määrä', 'Pieces', 'Antal bitar', 'Aantal onderdelen']),
  recommendedAge: t(['Ikäsuositus', 'Recommended age', 'Åldersrekommendation', 'Aanbevolen leeftijd']),
  players: t(['Pelaajamäärä', 'Players', 'Antal spelare', 'Aantal spelers']),
  playingTime: t(['Peliaika', 'Playing time', 'Speltid', 'Speelduur']),
  sensor: t(['Kenno', 'Sensor', 'Sensor', 'Sensor']),
  videoResolution: t(['Videotallennus', 'Video recording', 'Videoinspelning', 'Video-opname']),
  outputPower: t(['Lähtöteho', 'Output power', 'Uteffekt', 'Uitgangsvermogen']),
  material: t(['Materiaali', 'Material', 'Material', 'Materiaal']),
  videoMemory: t(['Näyttömuisti', 'Video memory', 'Grafikminne', 'Videogeheugen']),
  readSpeed: t(['Lukunopeus', 'Read speed', 'Läshastighet', 'Leessnelheid']),
  interface: t(['Liitäntä', 'Interface', 'Gränssnitt', 'Interface']),
  sensitivity: t(['Tarkkuus', 'Sensitivity', 'Upplösning', 'Gevoeligheid']),
  noiseCancelling: t(['Aktiivinen vastamelu', 'Active noise cancelling', 'Aktiv brusreducering', 'Actieve ruisonderdrukking']),
  suctionPower: t(['Imuteho', 'Suction power', 'Sugeffekt', 'Zuigkracht']),
  runtime: t(['Käyttöaika', 'Runtime', 'Drifttid', 'Gebruiksduur']),
  pumpPressure: t(['Pumpun paine', 'Pump pressure', 'Pumptryck', 'Pompdruk']),
  waterTank: t(['Vesisäiliö', 'Water tank', 'Vattentank', 'Waterreservoir']),
  cleaningModes: t(['Harjaustilat', 'Cleaning modes', 'Borstlägen', 'Poetsstanden']),
  gps: t(['GPS', 'GPS', 'GPS', 'GPS']),
  maxLoad: t(['Kuormituskyky', 'Maximum load', 'Maxbelastning', 'Maximale belasting']),
  heightRange: t(['Korkeussäätö', 'Height range', 'Höjdintervall', 'Hoogtebereik']),
  scale: t(['Mittakaava', 'Scale', 'Skala', 'Schaal']),
  topSpeed: t(['Huippunopeus', 'Top speed', 'Toppfart', 'Topsnelheid']),
  cups: t(['Kuppimäärä', 'Cups', 'Antal koppar', 'Aantal kopjes']),
  smartHome: t(['Älykotiyhteensopivuus', 'Smart home support', 'Smarta hem-stöd', 'Smart home-ondersteuning']),
  weightRange: t(['Painoalue', 'Weight range', 'Viktintervall', 'Gewichtsbereik']),
  speakerChannels: t(['Kanavat', 'Channels', 'Kanaler', 'Kanalen']),
  size: t(['Koko', 'Size', 'Storlek', 'Maat']),
} as const;

export type SpecNameKey = keyof typeof specNames;

/** Spec values that are words. */
export const words = {
  black: t(['musta', 'black', 'svart', 'zwart']),
  white: t(['valkoinen', 'white', 'vit', 'wit']),
  silver: t(['hopea', 'silver', 'silver', 'zilver']),
  graphite: t(['grafiitti', 'graphite', 'grafit', 'grafiet']),
  blue: t(['sininen', 'blue', 'blå', 'blauw']),
  green: t(['vihreä', 'green', 'grön', 'groen']),
  red: t(['punainen', 'red', 'röd', 'rood']),
  pink: t(['vaaleanpunainen', 'pink', 'rosa', 'roze']),
  gold: t(['kulta', 'gold', 'guld', 'goud']),
  grey: t(['harmaa', 'grey', 'grå', 'grijs']),
  silicone: t(['silikoni', 'silicone', 'silikon', 'siliconen']),
  leather: t(['nahka', 'leather', 'läder', 'leer']),
  polycarbonate: t(['polykarbonaatti', 'polycarbonate', 'polykarbonat', 'polycarbonaat']),
  fabric: t(['kangas', 'fabric', 'tyg', 'stof']),
  aluminium: t(['alumiini', 'aluminium', 'aluminium', 'aluminium']),
  steel: t(['teräs', 'steel', 'stål', 'staal']),
  mesh: t(['verkkokangas', 'mesh', 'nät', 'mesh']),
  yes: t(['kyllä', 'yes', 'ja', 'ja']),
  no: t(['ei', 'no', 'nej', 'nee']),
  fullFrame: t(['täyskenno', 'full frame', 'fullformat', 'full frame']),
  apsC: t(['APS-C', 'APS-C', 'APS-C', 'APS-C']),
  microFourThirds: t(['Micro Four Thirds', 'Micro Four Thirds', 'Micro Four Thirds', 'Micro Four Thirds']),
  small: t(['S', 'S', 'S', 'S']),
  medium: t(['M', 'M', 'M', 'M']),
  large: t(['L', 'L', 'L', 'L']),
} as const;

export type WordKey = keyof typeof words;

/** Units that differ by language; the rest (GB, mAh, W, Hz ...) read the same everywhere. */
export const units = {
  years: t(['vuotta', 'years', 'år', 'jaar']),
  hours: t(['h', 'h', 'h', 'uur']),
  minutes: t(['min', 'min', 'min', 'min']),
  cores: t(['ydintä', 'cores', 'kärnor', 'kernen']),
  rpm: t(['kierr./min', 'rpm', 'varv/min', 'tpm']),
  persons: t(['hlöä', 'people', 'personer', 'personen']),
  cupsUnit: t(['kuppia', 'cups', 'koppar', 'kopjes']),
  modes: t(['tilaa', 'modes', 'lägen', 'standen']),
} as const;

export type UnitKey = keyof typeof units;

/** Sentences that make descriptions read less alike; one is picked per product. */
export const closingSentences: LocalizedText[] = [
  t(['Hyvä valinta päivittäiseen käyttöön.', 'A solid choice for everyday use.', 'Ett bra val för vardagsbruk.', 'Een degelijke keuze voor dagelijks gebruik.']),
  t(['Suosittu malli hintaluokassaan.', 'A popular model in its price range.', 'En populär modell i sin prisklass.', 'Een populair model in zijn prijsklasse.']),
  t([
    'Vertaile kauppojen hintoja ja toimituskuluja ennen ostoa.',
    'Compare shop prices and delivery costs before you buy.',
    'Jämför butikernas priser och fraktkostnader innan du köper.',
    'Vergelijk prijzen en verzendkosten van winkels voordat je koopt.',
  ]),
  t([
    'Takuu- ja toimitusehdot vaihtelevat kaupoittain.',
    'Warranty and delivery terms vary by shop.',
    'Garanti- och leveransvillkor varierar mellan butikerna.',
    'Garantie- en leveringsvoorwaarden verschillen per winkel.',
  ]),
  t([
    'Viimeistelty muotoilu ja huolellinen valmistus.',
    'Refined design and careful build quality.',
    'Genomtänkt design och noggrant utförande.',
    'Verfijnd ontwerp en zorgvuldige afwerking.',
  ]),
];

/** Joins words into "a, b and c" in each language. */
export const listJoiners: LocalizedText = t([' ja ', ' and ', ' och ', ' en ']);

/** "{name} ... {brand} ... {category} ... {features}. {closing}" per language. */
export const descriptionTemplates: LocalizedText = t([
  '{name} on {brand}-merkin tuote tuoteryhmässä {category}. Keskeiset ominaisuudet: {features}. {closing}',
  '{name} by {brand}, in {category}. Key features: {features}. {closing}',
  '{name} från {brand} i kategorin {category}. Viktigaste egenskaper: {features}. {closing}',
  '{name} van {brand} in de categorie {category}. Belangrijkste kenmerken: {features}. {closing}',
]);
