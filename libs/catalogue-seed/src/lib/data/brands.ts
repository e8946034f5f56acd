/** Invented brands, grouped by what they make. */
export const brandGroups = {
  phones: ['Lumio', 'Vextra', 'Nordvik', 'Aurelo', 'Kestrel'],
  accessories: ['Tekna', 'Volta', 'Shieldo', 'Nordvik', 'Cablix'],
  computers: ['Arkon', 'Helix', 'Vextra', 'Zentra', 'Quadra'],
  components: ['Zentra', 'Orbix', 'Quadra', 'Corevo'],
  peripherals: ['Helix', 'Tekna', 'Clicko', 'Orbix'],
  screens: ['Pixano', 'Lumio', 'Arkon', 'Vireo'],
  audio: ['Sonara', 'Korvo', 'Auralis', 'Nordvik', 'Basston'],
  cameras: ['Polaro', 'Optiq', 'Kestrel'],
  gaming: ['Playvo', 'Helix', 'Orbix'],
  wearables: ['Lumio', 'Pulsera', 'Kestrel', 'Aurelo'],
  kitchen: ['Cuisora', 'Kaffio', 'Brava', 'Kotiva', 'Hemma'],
  cleaning: ['Purelle', 'Vapora', 'Kotiva', 'Dustra'],
  laundry: ['Nordhus', 'Hemma', 'Aquavia', 'Kotiva'],
  bikes: ['Velora', 'Kinetix', 'Borea'],
  fitness: ['Kinetix', 'Fortis', 'Borea'],
  outdoor: ['Fjällmark', 'Trailo', 'Summitex', 'Borea'],
  garden: ['Gardeno', 'Vapora', 'Mowtek', 'Nordhus'],
  lighting: ['Lumeno', 'Lumio', 'Glimra'],
  furniture: ['Sittra', 'Ergolux', 'Nordhus'],
  care: ['Dentora', 'Silkea', 'Barbero', 'Purelle'],
  toys: ['Brickly', 'Spelix', 'Voltra RC', 'Lekora'],
} as const;

export type BrandGroup = keyof typeof brandGroups;

export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
