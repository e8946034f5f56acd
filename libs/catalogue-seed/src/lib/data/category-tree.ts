import type { LocalizedText } from '../seed-types';

/** A category in the seed tree. Leaves carry products of one product family. */
export interface SeedCategory {
  id: string;
  names: LocalizedText;
  children: SeedCategory[];
  /** Leaves only: which product family fills it, and how many products it gets relative to others. */
  family?: string;
  weight?: number;
}

type Names = [fi: string, en: string, sv: string, nl: string];

const names = ([fi, en, sv, nl]: Names): LocalizedText => ({ fi, en, sv, nl });
const node = (id: string, n: Names, children: SeedCategory[]): SeedCategory => ({ id, names: names(n), children });
const leaf = (id: string, n: Names, family: string, weight = 1): SeedCategory => ({ id, names: names(n), children: [], family, weight });

/** Six top-level departments; the deepest branches reach level 6. */
export const categoryTree: SeedCategory[] = [
  node('electronics', ['Elektroniikka', 'Electronics', 'Elektronik', 'Elektronica'], [
    node('phones-and-accessories', ['Puhelimet ja tarvikkeet', 'Phones & accessories', 'Telefoner & tillbehör', 'Telefoons & accessoires'], [
      node('mobile-phones', ['Matkapuhelimet', 'Mobile phones', 'Mobiltelefoner', 'Mobiele telefoons'], [
        node('smartphones', ['Älypuhelimet', 'Smartphones', 'Smartphones', 'Smartphones'], [
          node('android-phones', ['Android-puhelimet', 'Android phones', 'Android-telefoner', 'Android-telefoons'], [
            leaf('flagship-android-phones', ['Huippuluokan Android-puhelimet', 'Flagship Android phones', 'Android-toppmodeller', 'Topklasse Android-telefoons'], 'phone-flagship', 3),
            leaf('budget-android-phones', ['Edulliset Android-puhelimet', 'Budget Android phones', 'Prisvärda Android-telefoner', 'Budget Android-telefoons'], 'phone-budget', 3),
            leaf('foldable-phones', ['Taittuvat puhelimet', 'Foldable phones', 'Vikbara telefoner', 'Vouwbare telefoons'], 'phone-foldable', 1),
          ]),
          leaf('rugged-phones', ['Kestävät puhelimet', 'Rugged phones', 'Tåliga telefoner', 'Robuuste telefoons'], 'phone-rugged', 1),
        ]),
        leaf('feature-phones', ['Peruspuhelimet', 'Feature phones', 'Knapptelefoner', 'Eenvoudige telefoons'], 'phone-feature', 1),
      ]),
      node('phone-accessories', ['Puhelintarvikkeet', 'Phone accessories', 'Mobiltillbehör', 'Telefoonaccessoires'], [
        leaf('phone-cases', ['Puhelinkuoret', 'Phone cases', 'Mobilskal', 'Telefoonhoesjes'], 'phone-case', 2),
        leaf('phone-chargers', ['Laturit', 'Chargers', 'Laddare', 'Opladers'], 'charger', 1),
        leaf('power-banks', ['Varavirtalähteet', 'Power banks', 'Powerbanks', 'Powerbanks'], 'power-bank', 1),
      ]),
    ]),
    node('computers', ['Tietokoneet', 'Computers', 'Datorer', 'Computers'], [
      node('laptops', ['Kannettavat tietokoneet', 'Laptops', 'Bärbara datorer', 'Laptops'], [
        leaf('gaming-laptops', ['Pelikannettavat', 'Gaming laptops', 'Gaminglaptops', 'Gaming-laptops'], 'laptop-gaming', 2),
        leaf('business-laptops', ['Työkannettavat', 'Business laptops', 'Bärbara datorer för jobbet', 'Zakelijke laptops'], 'laptop-business', 2),
        leaf('everyday-laptops', ['Arkikäytön kannettavat', 'Everyday laptops', 'Bärbara datorer för vardagen', 'Laptops voor dagelijks gebruik'], 'laptop-everyday', 2),
      ]),
      leaf('desktop-computers', ['Pöytätietokoneet', 'Desktop computers', 'Stationära datorer', 'Desktops'], 'desktop', 1),
      node('monitors', ['Näytöt', 'Monitors', 'Skärmar', 'Monitoren'], [
        leaf('gaming-monitors', ['Pelinäytöt', 'Gaming monitors', 'Gamingskärmar', 'Gamingmonitoren'], 'monitor-gaming', 1),
        leaf('office-monitors', ['Toimistonäytöt', 'Office monitors', 'Kontorsskärmar', 'Kantoormonitoren'], 'monitor-office', 1),
      ]),
      node('computer-components', ['Tietokoneen komponentit', 'Computer components', 'Datorkomponenter', 'Computeronderdelen'], [
        leaf('graphics-cards', ['Näytönohjaimet', 'Graphics cards', 'Grafikkort', 'Videokaarten'], 'graphics-card', 1),
        node('storage', ['Tallennus', 'Storage', 'Lagring', 'Opslag'], [
          node('ssd-drives', ['SSD-levyt', 'SSD drives', 'SSD-diskar', 'SSD-schijven'], [
            leaf('nvme-ssd-drives', ['NVMe SSD -levyt', 'NVMe SSD drives', 'NVMe SSD-diskar', 'NVMe SSD-schijven'], 'ssd-nvme', 1),
            leaf('sata-ssd-drives', ['SATA SSD -levyt', 'SATA SSD drives', 'SATA SSD-diskar', 'SATA SSD-schijven'], 'ssd-sata', 1),
          ]),
          leaf('external-hard-drives', ['Ulkoiset kiintolevyt', 'External hard drives', 'Externa hårddiskar', 'Externe harde schijven'], 'external-drive', 1),
        ]),
      ]),
      node('keyboards-and-mice', ['Näppäimistöt ja hiiret', 'Keyboards & mice', 'Tangentbord & möss', 'Toetsenborden & muizen'], [
        leaf('keyboards', ['Näppäimistöt', 'Keyboards', 'Tangentbord', 'Toetsenborden'], 'keyboard', 1),
        leaf('computer-mice', ['Hiiret', 'Mice', 'Möss', 'Muizen'], 'mouse', 1),
      ]),
    ]),
    node('tv-and-video', ['TV ja video', 'TV & video', 'TV & video', 'Tv & video'], [
      node('televisions', ['Televisiot', 'Televisions', 'TV-apparater', 'Televisies'], [
        leaf('oled-tvs', ['OLED-televisiot', 'OLED TVs', 'OLED-TV', 'OLED-tv’s'], 'tv-oled', 2),
        leaf('led-tvs', ['LED-televisiot', 'LED TVs', 'LED-TV', 'LED-tv’s'], 'tv-led', 2),
      ]),
      leaf('projectors', ['Projektorit', 'Projectors', 'Projektorer', 'Projectoren'], 'projector', 1),
    ]),
    node('audio', ['Audio', 'Audio', 'Ljud', 'Audio'], [
      node('headphones', ['Kuulokkeet', 'Headphones', 'Hörlurar', 'Koptelefoons'], [
        node('wireless-headphones', ['Langattomat kuulokkeet', 'Wireless headphones', 'Trådlösa hörlurar', 'Draadloze koptelefoons'], [
          leaf('noise-cancelling-headphones', ['Vastamelukuulokkeet', 'Noise-cancelling headphones', 'Brusreducerande hörlurar', 'Noise-cancelling koptelefoons'], 'headphones-anc', 2),
          leaf('true-wireless-earbuds', ['Nappikuulokkeet', 'True wireless earbuds', 'True wireless-hörlurar', 'Draadloze oordopjes'], 'earbuds', 2),
        ]),
        leaf('wired-headphones', ['Langalliset kuulokkeet', 'Wired headphones', 'Hörlurar med sladd', 'Bedrade koptelefoons'], 'headphones-wired', 1),
      ]),
      node('speakers', ['Kaiuttimet', 'Speakers', 'Högtalare', 'Speakers'], [
        leaf('bluetooth-speakers', ['Bluetooth-kaiuttimet', 'Bluetooth speakers', 'Bluetooth-högtalare', 'Bluetooth-speakers'], 'speaker-bluetooth', 1),
        leaf('soundbars', ['Soundbarit', 'Soundbars', 'Soundbars', 'Soundbars'], 'soundbar', 1),
      ]),
    ]),
    node('cameras', ['Kamerat', 'Cameras', 'Kameror', 'Camera’s'], [
      leaf('mirrorless-cameras', ['Järjestelmäkamerat', 'Mirrorless cameras', 'Systemkameror', 'Systeemcamera’s'], 'camera-mirrorless', 1),
      leaf('action-cameras', ['Actionkamerat', 'Action cameras', 'Actionkameror', 'Actioncamera’s'], 'camera-action', 1),
    ]),
    node('gaming', ['Pelaaminen', 'Gaming', 'Gaming', 'Gaming'], [
      leaf('game-consoles', ['Pelikonsolit', 'Game consoles', 'Spelkonsoler', 'Spelconsoles'], 'console', 1),
      leaf('game-controllers', ['Peliohjaimet', 'Game controllers', 'Handkontroller', 'Controllers'], 'controller', 1),
    ]),
    node('wearables', ['Puettavat laitteet', 'Wearables', 'Wearables', 'Wearables'], [
      leaf('smartwatches', ['Älykellot', 'Smartwatches', 'Smartklockor', 'Smartwatches'], 'smartwatch', 2),
      leaf('fitness-trackers', ['Aktiivisuusrannekkeet', 'Fitness trackers', 'Aktivitetsarmband', 'Activity trackers'], 'fitness-tracker', 1),
    ]),
  ]),
  node('home-appliances', ['Kodinkoneet', 'Home appliances', 'Hushållsapparater', 'Huishoudelijke apparaten'], [
    node('kitchen-appliances', ['Keittiökoneet', 'Kitchen appliances', 'Köksapparater', 'Keukenapparatuur'], [
      node('coffee-machines', ['Kahvinkeittimet', 'Coffee machines', 'Kaffemaskiner', 'Koffiemachines'], [
        node('espresso-machines', ['Espressokeittimet', 'Espresso machines', 'Espressomaskiner', 'Espressomachines'], [
          leaf('bean-to-cup-machines', ['Kahviautomaatit', 'Bean-to-cup machines', 'Helautomatiska kaffemaskiner', 'Volautomatische koffiemachines'], 'coffee-automatic', 2),
          leaf('manual-espresso-machines', ['Manuaaliset espressokeittimet', 'Manual espresso machines', 'Manuella espressomaskiner', 'Handmatige espressomachines'], 'coffee-espresso', 1),
        ]),
        leaf('filter-coffee-makers', ['Suodatinkahvinkeittimet', 'Filter coffee makers', 'Bryggare', 'Filterkoffiezetapparaten'], 'coffee-filter', 1),
      ]),
      leaf('blenders', ['Tehosekoittimet', 'Blenders', 'Mixrar', 'Blenders'], 'blender', 1),
      leaf('air-fryers', ['Airfryerit', 'Air fryers', 'Airfryers', 'Airfryers'], 'air-fryer', 1),
      leaf('microwave-ovens', ['Mikroaaltouunit', 'Microwave ovens', 'Mikrovågsugnar', 'Magnetrons'], 'microwave', 1),
    ]),
    node('cleaning', ['Siivous', 'Cleaning', 'Städning', 'Schoonmaken'], [
      node('vacuum-cleaners', ['Pölynimurit', 'Vacuum cleaners', 'Dammsugare', 'Stofzuigers'], [
        leaf('robot-vacuums', ['Robotti-imurit', 'Robot vacuums', 'Robotdammsugare', 'Robotstofzuigers'], 'vacuum-robot', 2),
        leaf('cordless-vacuums', ['Varsi-imurit', 'Cordless vacuums', 'Skaftdammsugare', 'Steelstofzuigers'], 'vacuum-cordless', 2),
      ]),
    ]),
    node('laundry', ['Pyykinpesu', 'Laundry', 'Tvätt', 'Wassen'], [
      leaf('washing-machines', ['Pyykinpesukoneet', 'Washing machines', 'Tvättmaskiner', 'Wasmachines'], 'washing-machine', 1),
      leaf('tumble-dryers', ['Kuivausrummut', 'Tumble dryers', 'Torktumlare', 'Wasdrogers'], 'tumble-dryer', 1),
    ]),
    leaf('refrigerators', ['Jääkaapit', 'Refrigerators', 'Kylskåp', 'Koelkasten'], 'refrigerator', 1),
  ]),
  node('sports-and-outdoors', ['Urheilu ja ulkoilu', 'Sports & outdoors', 'Sport & friluftsliv', 'Sport & outdoor'], [
    node('cycling', ['Pyöräily', 'Cycling', 'Cykling', 'Fietsen'], [
      node('bicycles', ['Polkupyörät', 'Bicycles', 'Cyklar', 'Fietsen'], [
        leaf('electric-bikes', ['Sähköpyörät', 'Electric bikes', 'Elcyklar', 'Elektrische fietsen'], 'bike-electric', 2),
        leaf('city-bikes', ['Kaupunkipyörät', 'City bikes', 'Stadscyklar', 'Stadsfietsen'], 'bike-city', 1),
      ]),
      leaf('bike-helmets', ['Pyöräilykypärät', 'Bike helmets', 'Cykelhjälmar', 'Fietshelmen'], 'helmet', 1),
    ]),
    node('fitness', ['Kuntoilu', 'Fitness', 'Träning', 'Fitness'], [
      leaf('exercise-bikes', ['Kuntopyörät', 'Exercise bikes', 'Motionscyklar', 'Hometrainers'], 'exercise-bike', 1),
      leaf('dumbbells', ['Käsipainot', 'Dumbbells', 'Hantlar', 'Dumbbells'], 'dumbbell', 1),
    ]),
    node('outdoor', ['Retkeily', 'Outdoor', 'Friluftsliv', 'Outdoor'], [
      leaf('tents', ['Teltat', 'Tents', 'Tält', 'Tenten'], 'tent', 1),
      leaf('sleeping-bags', ['Makuupussit', 'Sleeping bags', 'Sovsäckar', 'Slaapzakken'], 'sleeping-bag', 1),
      leaf('hiking-backpacks', ['Vaellusreput', 'Hiking backpacks', 'Vandringsryggsäckar', 'Wandelrugzakken'], 'backpack', 1),
    ]),
  ]),
  node('home-and-garden', ['Koti ja piha', 'Home & garden', 'Hem & trädgård', 'Huis & tuin'], [
    node('garden', ['Puutarha', 'Garden', 'Trädgård', 'Tuin'], [
      node('lawn-mowers', ['Ruohonleikkurit', 'Lawn mowers', 'Gräsklippare', 'Grasmaaiers'], [
        leaf('robotic-lawn-mowers', ['Robottiruohonleikkurit', 'Robotic lawn mowers', 'Robotgräsklippare', 'Robotmaaiers'], 'mower-robot', 1),
        leaf('cordless-lawn-mowers', ['Akkuruohonleikkurit', 'Cordless lawn mowers', 'Batteridrivna gräsklippare', 'Accugrasmaaiers'], 'mower-cordless', 1),
      ]),
      leaf('pressure-washers', ['Painepesurit', 'Pressure washers', 'Högtryckstvättar', 'Hogedrukreinigers'], 'pressure-washer', 1),
    ]),
    node('lighting', ['Valaistus', 'Lighting', 'Belysning', 'Verlichting'], [
      leaf('smart-bulbs', ['Älylamput', 'Smart bulbs', 'Smarta lampor', 'Slimme lampen'], 'smart-bulb', 1),
      leaf('desk-lamps', ['Pöytävalaisimet', 'Desk lamps', 'Skrivbordslampor', 'Bureaulampen'], 'desk-lamp', 1),
    ]),
    node('furniture', ['Huonekalut', 'Furniture', 'Möbler', 'Meubels'], [
      leaf('office-chairs', ['Toimistotuolit', 'Office chairs', 'Kontorsstolar', 'Bureaustoelen'], 'office-chair', 1),
      leaf('standing-desks', ['Sähköpöydät', 'Standing desks', 'Höj- och sänkbara skrivbord', 'Zit-sta-bureaus'], 'standing-desk', 1),
    ]),
  ]),
  node('health-and-beauty', ['Terveys ja kauneus', 'Health & beauty', 'Hälsa & skönhet', 'Gezondheid & verzorging'], [
    node('personal-care', ['Henkilökohtainen hygienia', 'Personal care', 'Personvård', 'Persoonlijke verzorging'], [
      leaf('electric-toothbrushes', ['Sähköhammasharjat', 'Electric toothbrushes', 'Eltandborstar', 'Elektrische tandenborstels'], 'toothbrush', 1),
      leaf('hair-dryers', ['Hiustenkuivaajat', 'Hair dryers', 'Hårfönar', 'Föhns'], 'hair-dryer', 1),
      leaf('electric-shavers', ['Parranajokoneet', 'Electric shavers', 'Rakapparater', 'Scheerapparaten'], 'shaver', 1),
    ]),
  ]),
  node('toys-and-games', ['Lelut ja pelit', 'Toys & games', 'Leksaker & spel', 'Speelgoed & spellen'], [
    leaf('building-sets', ['Rakennussarjat', 'Building sets', 'Byggsatser', 'Bouwsets'], 'building-set', 1),
    leaf('board-games', ['Lautapelit', 'Board games', 'Sällskapsspel', 'Bordspellen'], 'board-game', 1),
    leaf('rc-cars', ['Radio-ohjattavat autot', 'RC cars', 'Radiostyrda bilar', 'Radiografische auto’s'], 'rc-car', 1),
  ]),
];
