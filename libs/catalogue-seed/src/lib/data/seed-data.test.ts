import { readdirSync } from 'node:fs';
import { localizedNames, parseSeedData } from './seed-data';
import { specDescriptor } from './spec-builders';

describe('seed data files', () => {
  it('reads [fi, en, sv, nl] as a text in each language', () => {
    expect(parseSeedData('names.json', localizedNames, ['Väri', 'Colour', 'Färg', 'Kleur'])).toEqual({ fi: 'Väri', en: 'Colour', sv: 'Färg', nl: 'Kleur' });
  });

  it('names the file when its data does not fit', () => {
    expect(() => parseSeedData('names.json', localizedNames, ['Väri', 'Colour', 'Färg'])).toThrow(/Seed data names\.json is malformed/);
  });

  it.each([
    ['an unknown spec name', { kind: 'number', name: 'flavour', values: [1], unit: 'GB' }],
    ['an unknown word', { kind: 'word', name: 'colour', values: ['plaid'] }],
    ['an unknown builder', { kind: 'dice', name: 'colour', values: ['black'] }],
    ['a misspelt option', { kind: 'number', name: 'memory', values: [8], unit: 'GB', inname: true }],
  ])('rejects a spec with %s', (_case, spec) => {
    expect(specDescriptor.safeParse(spec).success).toBe(false);
  });

  // Node's own resolver (the API's test set-up runs outside Jest's) would take `./merchants.json` for `./merchants`.
  it('keeps the data files where no module of the same name stands', () => {
    const modules = new Set(readdirSync(__dirname).filter((file) => /\.tsx?$/.test(file)).map((file) => file.replace(/\.tsx?$/, '')));
    expect(readdirSync(__dirname).filter((file) => file.endsWith('.json') && modules.has(file.replace(/\.json$/, '')))).toEqual([]);
  });
});
