import type { ProductIcon } from '@kori/catalogue-seed/server';

/**
 * Simple line drawings, one per kind of product, drawn in a 200 x 200 box centred on (0, 0).
 * The caller sets stroke and fill on the surrounding group.
 */
export const productIcons: Record<ProductIcon | 'generic', string> = {
  phone: '<rect x="-45" y="-85" width="90" height="170" rx="14"/><line x1="-15" y1="-70" x2="15" y2="-70"/><circle cx="0" cy="68" r="6"/>',
  accessory: '<rect x="-35" y="-60" width="70" height="80" rx="10"/><path d="M0 20 C 0 60, 60 40, 60 80"/><rect x="-12" y="-80" width="8" height="20"/><rect x="4" y="-80" width="8" height="20"/>',
  laptop: '<rect x="-70" y="-60" width="140" height="95" rx="6"/><path d="M-90 45 L90 45 L80 62 L-80 62 Z"/>',
  desktop: '<rect x="-85" y="-65" width="110" height="80" rx="5"/><line x1="-30" y1="15" x2="-30" y2="45"/><line x1="-55" y1="45" x2="-5" y2="45"/><rect x="40" y="-70" width="45" height="115" rx="5"/><circle cx="62" cy="-45" r="5"/>',
  monitor: '<rect x="-85" y="-65" width="170" height="105" rx="6"/><line x1="0" y1="40" x2="0" y2="65"/><line x1="-40" y1="65" x2="40" y2="65"/>',
  chip: '<rect x="-50" y="-50" width="100" height="100" rx="8"/><rect x="-25" y="-25" width="50" height="50"/><path d="M-30 -50 V-70 M0 -50 V-70 M30 -50 V-70 M-30 50 V70 M0 50 V70 M30 50 V70 M-50 -30 H-70 M-50 0 H-70 M-50 30 H-70 M50 -30 H70 M50 0 H70 M50 30 H70"/>',
  drive: '<rect x="-70" y="-45" width="140" height="90" rx="10"/><circle cx="-20" cy="0" r="28"/><circle cx="-20" cy="0" r="5"/><line x1="30" y1="25" x2="55" y2="25"/>',
  keyboard: '<rect x="-90" y="-40" width="180" height="80" rx="8"/><path d="M-70 -20 H-60 M-45 -20 H-35 M-20 -20 H-10 M5 -20 H15 M30 -20 H40 M55 -20 H65 M-70 0 H-60 M-45 0 H-35 M-20 0 H-10 M5 0 H15 M30 0 H40 M55 0 H65 M-45 20 H45"/>',
  tv: '<rect x="-95" y="-60" width="190" height="110" rx="5"/><path d="M-40 50 L-55 70 M40 50 L55 70"/>',
  headphones: '<path d="M-60 30 V0 A60 60 0 0 1 60 0 V30"/><rect x="-75" y="20" width="30" height="55" rx="10"/><rect x="45" y="20" width="30" height="55" rx="10"/>',
  speaker: '<rect x="-55" y="-80" width="110" height="160" rx="14"/><circle cx="0" cy="-35" r="18"/><circle cx="0" cy="30" r="32"/>',
  camera: '<rect x="-85" y="-45" width="170" height="105" rx="12"/><path d="M-35 -45 L-25 -65 H25 L35 -45"/><circle cx="0" cy="8" r="35"/><circle cx="0" cy="8" r="18"/>',
  gamepad: '<path d="M-70 -30 H70 A30 30 0 0 1 95 10 L80 55 A20 20 0 0 1 45 55 L30 30 H-30 L-45 55 A20 20 0 0 1 -80 55 L-95 10 A30 30 0 0 1 -70 -30 Z"/><path d="M-55 5 H-25 M-40 -10 V20"/><circle cx="35" cy="-2" r="6"/><circle cx="55" cy="14" r="6"/>',
  watch: '<rect x="-25" y="-90" width="50" height="45"/><rect x="-25" y="45" width="50" height="45"/><circle cx="0" cy="0" r="50"/><path d="M0 0 V-28 M0 0 H20"/>',
  coffee: '<path d="M-55 -20 H45 V40 A30 30 0 0 1 15 70 H-25 A30 30 0 0 1 -55 40 Z"/><path d="M45 -5 A22 22 0 0 1 45 40"/><path d="M-25 -40 C -35 -55, -15 -60, -25 -75 M5 -40 C -5 -55, 15 -60, 5 -75"/>',
  kitchen: '<path d="M-40 -80 H40 L30 30 H-30 Z"/><rect x="-45" y="30" width="90" height="45" rx="6"/><circle cx="0" cy="52" r="8"/>',
  vacuum: '<circle cx="0" cy="0" r="75"/><circle cx="0" cy="0" r="45"/><circle cx="0" cy="-58" r="6"/>',
  washer: '<rect x="-70" y="-85" width="140" height="170" rx="10"/><line x1="-70" y1="-50" x2="70" y2="-50"/><circle cx="0" cy="15" r="45"/><circle cx="45" cy="-68" r="6"/>',
  fridge: '<rect x="-55" y="-90" width="110" height="180" rx="10"/><line x1="-55" y1="-20" x2="55" y2="-20"/><path d="M-35 -60 V-35 M-35 5 V40"/>',
  bike: '<circle cx="-55" cy="25" r="38"/><circle cx="55" cy="25" r="38"/><path d="M-55 25 L-15 -30 H40 L55 25 M-15 -30 L5 25 L40 -30 M-25 -45 H0 M35 -45 L40 -30"/>',
  fitness: '<rect x="-85" y="-35" width="25" height="70" rx="6"/><rect x="60" y="-35" width="25" height="70" rx="6"/><rect x="-60" y="-22" width="15" height="44" rx="4"/><rect x="45" y="-22" width="15" height="44" rx="4"/><line x1="-45" y1="0" x2="45" y2="0"/>',
  tent: '<path d="M-90 65 L0 -75 L90 65 Z"/><path d="M0 -75 L-25 65 M0 -75 L25 65"/>',
  garden: '<rect x="-60" y="-15" width="110" height="50" rx="8"/><circle cx="-40" cy="45" r="18"/><circle cx="35" cy="45" r="18"/><path d="M50 -10 L85 -75 H100"/>',
  lamp: '<path d="M-60 75 H20 M-20 75 L-40 10 L20 -50"/><path d="M5 -65 L55 -20 L30 5 Z"/>',
  chair: '<rect x="-45" y="-85" width="90" height="80" rx="14"/><rect x="-55" y="5" width="110" height="20" rx="6"/><path d="M0 25 V60 M-45 75 L0 60 L45 75"/>',
  care: '<rect x="-16" y="-90" width="32" height="60" rx="10"/><rect x="-22" y="-30" width="44" height="120" rx="18"/><circle cx="0" cy="10" r="7"/>',
  toy: '<rect x="-80" y="-20" width="160" height="75" rx="6"/><rect x="-65" y="-40" width="30" height="20" rx="4"/><rect x="-15" y="-40" width="30" height="20" rx="4"/><rect x="35" y="-40" width="30" height="20" rx="4"/>',
  generic: '<path d="M-70 -40 L0 -75 L70 -40 V45 L0 80 L-70 45 Z"/><path d="M-70 -40 L0 -5 L70 -40 M0 -5 V80"/>',
};
