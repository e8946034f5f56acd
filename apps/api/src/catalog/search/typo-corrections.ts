import { trigramSimilarity } from './trigram-similarity';

const MAX_CORRECTIONS = 3;

/** Optimal string alignment distance: insertions, deletions, substitutions and swapped neighbours. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // One flat matrix of (a.length + 1) x (b.length + 1) cells; typed arrays read 0 out of range.
  const d = new Int32Array((a.length + 1) * width);
  const at = (i: number, j: number) => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i += 1) d[i * width] = i;
  for (let j = 0; j <= b.length; j += 1) d[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, at(i - 2, j - 2) + 1);
      d[i * width + j] = value;
    }
  }
  return at(a.length, b.length);
}

/** Edits a word of this length may contain and still count as a typo of a catalogue word. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * Catalogue words a query word is probably a misspelling of ("iphnoe" -> "iphone", "lumoi" -> "lumio"),
 * closest first. Empty when the word itself is known or is too short to correct safely. Swapped
 * letters defeat trigrams (they share few), so the edit distance decides and trigrams break ties.
 */
export function typoCorrections(word: string, vocabulary: readonly string[], known: ReadonlySet<string>): string[] {
  if (known.has(word)) return [];
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  const scored: { candidate: string; distance: number; similarity: number }[] = [];
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > max) continue;
    const distance = editDistance(word, candidate, max);
    if (distance <= max) scored.push({ candidate, distance, similarity: trigramSimilarity(word, candidate) });
  }
  scored.sort((a, b) => a.distance - b.distance || b.similarity - a.similarity || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, MAX_CORRECTIONS).map((s) => s.candidate);
}
