import { searchTsQuery, toSearchVocabulary } from './search-tsquery';
import { editDistance, typoCorrections } from './typo-corrections';

const words = ['iphone', 'lumio', 'lumeno', 'kestrel', 'headphones', 'phones', 'vista'];
const vocabulary = toSearchVocabulary(words);

describe('editDistance', () => {
  it('counts swapped neighbours as one edit', () => {
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(editDistance('lumoi', 'lumio')).toBe(1);
    expect(editDistance('kestrl', 'kestrel')).toBe(1);
    expect(editDistance('abc', 'xyz')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('typoCorrections', () => {
  it('corrects swapped letters that trigrams miss ("iphnoe" finds iPhone)', () => {
    expect(typoCorrections('iphnoe', vocabulary.words, vocabulary.known)).toEqual(['iphone']);
    expect(typoCorrections('lumoi', vocabulary.words, vocabulary.known)).toEqual(['lumio']);
    expect(typoCorrections('headphnoes', vocabulary.words, vocabulary.known)).toEqual(['headphones']);
  });

  it('leaves known, short and far-off words alone', () => {
    expect(typoCorrections('lumio', vocabulary.words, vocabulary.known)).toEqual([]);
    expect(typoCorrections('lum', vocabulary.words, vocabulary.known)).toEqual([]);
    expect(typoCorrections('zzzzzz', vocabulary.words, vocabulary.known)).toEqual([]);
  });
});

describe('searchTsQuery', () => {
  it('makes every word a prefix and adds typo corrections as alternatives', () => {
    expect(searchTsQuery('Lumio vis', vocabulary)).toBe('lumio:* & vis:*');
    expect(searchTsQuery('iphnoe 16', vocabulary)).toBe('(iphnoe:* | iphone) & 16:*');
    expect(searchTsQuery("'; drop table --", vocabulary)).toBe('drop:* & table:*');
    expect(searchTsQuery('  !! ', vocabulary)).toBeNull();
  });
});
