/** @jest-environment node */
import { apiEnumValues, missingEnumTexts } from './api-enum-texts';

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
