import { didYouMean } from './did-you-mean';
import { trigramSimilarity } from './trigram-similarity';

const vocabulary = ['lumio', 'vista', 'kestrel', 'headphones', 'kuulokkeet', 'robotti-imurit', 'robotti', 'imurit', 'smartwatches'];

describe('trigramSimilarity', () => {
  it('matches pg_trgm on single words', () => {
    expect(trigramSimilarity('word', 'word')).toBe(1);
    // Values PostgreSQL's pg_trgm gives for the same pairs.
    expect(trigramSimilarity('word', 'xyz')).toBe(0);
    expect(trigramSimilarity('vista', 'vsta')).toBeCloseTo(0.375, 5);
    expect(trigramSimilarity('lumoi', 'lumio')).toBeCloseTo(0.33333334, 5);
    expect(trigramSimilarity('kestrl', 'kestrel')).toBeCloseTo(0.5, 5);
  });
});

describe('didYouMean', () => {
  it('corrects misspelt words to catalogue words', () => {
    expect(didYouMean('lumoi vsta', vocabulary)).toBe('lumio vista');
    expect(didYouMean('Kestrl headphnes', vocabulary)).toBe('kestrel headphones');
  });

  it('returns null when every word is known or nothing is close', () => {
    expect(didYouMean('lumio vista', vocabulary)).toBeNull();
    expect(didYouMean('zzzzzz', vocabulary)).toBeNull();
  });

  it('leaves very short words alone', () => {
    expect(didYouMean('tv lumoi', vocabulary)).toBe('tv lumio');
  });
});
