import { trigramSimilarity } from './trigram-similarity';

const MIN_SIMILARITY = 0.3;

/**
 * Corrects each unknown word of a query to the closest word the catalogue uses ("lumoi vsta" ->
 * "lumio vista"). Returns null when nothing needed correcting or nothing close enough was found.
 */
export function didYouMean(query: string, vocabulary: readonly string[], known: ReadonlySet<string> = new Set(vocabulary)): string | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let changed = false;
  const corrected = words.map((word) => {
    if (known.has(word) || word.length < 3) return word;
    let best = word;
    let bestScore = MIN_SIMILARITY;
    for (const candidate of vocabulary) {
      if (Math.abs(candidate.length - word.length) > 3) continue;
      const score = trigramSimilarity(word, candidate);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    if (best !== word) changed = true;
    return best;
  });
  return changed ? corrected.join(' ') : null;
}
