/** "Lumio Vista 12 Pro 256 GB" -> "lumio-vista-12-pro-256-gb" (Nordic letters folded to ASCII). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
