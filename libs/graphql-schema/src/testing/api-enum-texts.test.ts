/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiEnumValues, messageCatalogue, missingEnumTexts } from './api-enum-texts';

describe('API enumeration texts', () => {
  it('reads the values of an enumeration of the schema', () => {
    expect(apiEnumValues('PaymentMethod').length).toBeGreaterThan(0);
    expect(() => apiEnumValues('Query')).toThrow('Query is not an enumeration of the API schema');
  });

  it('names the keys a catalogue lacks or leaves empty', () => {
    const texts = [['x.status', ['A', 'B', 'C']]] as const;
    expect(missingEnumTexts({ 'x.status.A': 'a', 'x.status.B': '' }, texts)).toEqual(['x.status.B', 'x.status.C']);
    expect(missingEnumTexts({ 'x.status.A': 'a', 'x.status.B': 'b', 'x.status.C': 'c' }, texts)).toEqual([]);
  });
});

describe('messageCatalogue', () => {
  it('reads a language catalogue from a messages folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    writeFileSync(join(dir, 'sv.json'), JSON.stringify({ 'x.status.A': 'Aktiv' }));
    expect(messageCatalogue(dir, 'sv')).toEqual({ 'x.status.A': 'Aktiv' });
  });
});
