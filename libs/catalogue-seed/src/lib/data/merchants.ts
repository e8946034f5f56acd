import type { Region } from '@kori/region';

/** Top-level departments of the category tree; merchants sell in some of them. */
export const DEPARTMENTS = ['electronics', 'home-appliances', 'sports-and-outdoors', 'home-and-garden', 'health-and-beauty', 'toys-and-games'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface SeedMerchantProfile {
  id: string;
  /** Registered company name. */
  name: string;
  /** The shop's name as shoppers know it. */
  title: string;
  region: Region;
  departments: readonly Department[] | 'all';
  /** Shops that take no orders from Kori's checkout: their offers link to the shop instead. */
  redirectOnly?: true;
}

const all = 'all' as const;

/** Invented shops: 16 in Finland, 14 in Sweden, 14 in the Netherlands; seven of them redirect-only. */
export const merchantProfiles: readonly SeedMerchantProfile[] = [
  { id: 'tekniikkatori', name: 'Tekniikkatori Oy', title: 'Tekniikkatori', region: 'FI', departments: ['electronics'] },
  { id: 'kodinkonekulma', name: 'Kodinkonekulma Oy', title: 'Kodinkonekulma', region: 'FI', departments: ['home-appliances'] },
  { id: 'hintahaukka', name: 'Hintahaukka Oy', title: 'Hintahaukka', region: 'FI', departments: all },
  { id: 'verkkopuoti-nord', name: 'Verkkopuoti Nord Oy', title: 'Verkkopuoti Nord', region: 'FI', departments: all },
  { id: 'digiaitta', name: 'Digiaitta Oy', title: 'Digiaitta', region: 'FI', departments: ['electronics'], redirectOnly: true },
  { id: 'urheiluaitta', name: 'Urheiluaitta Oy', title: 'Urheiluaitta', region: 'FI', departments: ['sports-and-outdoors', 'toys-and-games'] },
  { id: 'pihapiiri', name: 'Pihapiiri Oy', title: 'Pihapiiri', region: 'FI', departments: ['home-and-garden'] },
  { id: 'kauneuskamari', name: 'Kauneuskamari Oy', title: 'Kauneuskamari', region: 'FI', departments: ['health-and-beauty'], redirectOnly: true },
  { id: 'lelulaakso', name: 'Lelulaakso Oy', title: 'Lelulaakso', region: 'FI', departments: ['toys-and-games'] },
  { id: 'sahkopiste', name: 'Sähköpiste Oy', title: 'Sähköpiste', region: 'FI', departments: ['electronics', 'home-appliances'] },
  { id: 'pohjolan-kodinkone', name: 'Pohjolan Kodinkone Oy', title: 'Pohjolan Kodinkone', region: 'FI', departments: ['home-appliances', 'home-and-garden'] },
  { id: 'pelikellari', name: 'Pelikellari Oy', title: 'Pelikellari', region: 'FI', departments: ['electronics', 'toys-and-games'] },
  { id: 'tarvikeportti', name: 'Tarvikeportti Oy', title: 'Tarvikeportti', region: 'FI', departments: ['electronics', 'health-and-beauty'] },
  { id: 'kotimaailma', name: 'Kotimaailma Oy', title: 'Kotimaailma', region: 'FI', departments: ['home-appliances', 'home-and-garden', 'health-and-beauty'] },
  { id: 'retkitukku', name: 'Retkitukku Oy', title: 'Retkitukku', region: 'FI', departments: ['sports-and-outdoors'], redirectOnly: true },
  { id: 'arjen-tekniikka', name: 'Arjen Tekniikka Oy', title: 'Arjen Tekniikka', region: 'FI', departments: all },

  { id: 'teknikhallen', name: 'Teknikhallen AB', title: 'Teknikhallen', region: 'SE', departments: ['electronics'] },
  { id: 'prisfyndet', name: 'Prisfyndet AB', title: 'Prisfyndet', region: 'SE', departments: all },
  { id: 'hemmabutiken', name: 'Hemmabutiken i Norden AB', title: 'Hemmabutiken', region: 'SE', departments: ['home-appliances', 'home-and-garden', 'health-and-beauty'] },
  { id: 'datorkompaniet', name: 'Datorkompaniet AB', title: 'Datorkompaniet', region: 'SE', departments: ['electronics'], redirectOnly: true },
  { id: 'sportkallan', name: 'Sportkällan AB', title: 'Sportkällan', region: 'SE', departments: ['sports-and-outdoors', 'toys-and-games'] },
  { id: 'tradgardsboden', name: 'Trädgårdsboden AB', title: 'Trädgårdsboden', region: 'SE', departments: ['home-and-garden'] },
  { id: 'skonhetsladan', name: 'Skönhetslådan AB', title: 'Skönhetslådan', region: 'SE', departments: ['health-and-beauty'], redirectOnly: true },
  { id: 'leksaksladan', name: 'Leksaksladan AB', title: 'Leksaksladan', region: 'SE', departments: ['toys-and-games'] },
  { id: 'elektronikdepan', name: 'Elektronikdepån AB', title: 'Elektronikdepån', region: 'SE', departments: ['electronics', 'home-appliances'] },
  { id: 'nordhandeln', name: 'Nordhandeln AB', title: 'Nordhandeln', region: 'SE', departments: all },
  { id: 'spelhornan', name: 'Spelhörnan AB', title: 'Spelhörnan', region: 'SE', departments: ['electronics', 'toys-and-games'] },
  { id: 'koksmagasinet', name: 'Köksmagasinet AB', title: 'Köksmagasinet', region: 'SE', departments: ['home-appliances', 'health-and-beauty'] },
  { id: 'friluftsbolaget', name: 'Friluftsbolaget Norr AB', title: 'Friluftsbolaget', region: 'SE', departments: ['sports-and-outdoors', 'home-and-garden'] },
  { id: 'varuhuset-norr', name: 'Varuhuset Norr AB', title: 'Varuhuset Norr', region: 'SE', departments: all },

  { id: 'elektroplein', name: 'Elektroplein B.V.', title: 'Elektroplein', region: 'NL', departments: ['electronics'] },
  { id: 'prijsparadijs', name: 'Prijsparadijs B.V.', title: 'Prijsparadijs', region: 'NL', departments: all },
  { id: 'huis-en-haard', name: 'Huis & Haard Webwinkel B.V.', title: 'Huis & Haard', region: 'NL', departments: ['home-appliances', 'home-and-garden', 'health-and-beauty'] },
  { id: 'computerhuys', name: 'Computerhuys B.V.', title: 'Computerhuys', region: 'NL', departments: ['electronics'], redirectOnly: true },
  { id: 'sportschuur', name: 'Sportschuur B.V.', title: 'Sportschuur', region: 'NL', departments: ['sports-and-outdoors', 'toys-and-games'] },
  { id: 'tuinkamer', name: 'Tuinkamer B.V.', title: 'Tuinkamer', region: 'NL', departments: ['home-and-garden'] },
  { id: 'verzorgingshoek', name: 'Verzorgingshoek B.V.', title: 'Verzorgingshoek', region: 'NL', departments: ['health-and-beauty'], redirectOnly: true },
  { id: 'speelgoedzolder', name: 'Speelgoedzolder B.V.', title: 'Speelgoedzolder', region: 'NL', departments: ['toys-and-games'] },
  { id: 'techniekwinkel', name: 'Techniekwinkel Nederland B.V.', title: 'Techniekwinkel', region: 'NL', departments: ['electronics', 'home-appliances'] },
  { id: 'de-kooppoort', name: 'De Kooppoort B.V.', title: 'De Kooppoort', region: 'NL', departments: all },
  { id: 'gamekelder', name: 'Gamekelder B.V.', title: 'Gamekelder', region: 'NL', departments: ['electronics', 'toys-and-games'] },
  { id: 'keukenloods', name: 'Keukenloods B.V.', title: 'Keukenloods', region: 'NL', departments: ['home-appliances', 'health-and-beauty'] },
  { id: 'buitenkans-outdoor', name: 'Buitenkans Outdoor B.V.', title: 'Buitenkans Outdoor', region: 'NL', departments: ['sports-and-outdoors', 'home-and-garden'] },
  { id: 'warenhuis-west', name: 'Warenhuis West B.V.', title: 'Warenhuis West', region: 'NL', departments: all },
];
