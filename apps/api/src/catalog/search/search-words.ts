/** The words of a search text as the index spells them: lower-cased letters and digits. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
