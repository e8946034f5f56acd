/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiEnumValues as values, missingEnumTexts } from '@kori/graphql-schema/testing';

// Every milestone, payment method and invoice state the API can answer with has a text in every language.
const catalogue = (language: string) => JSON.parse(readFileSync(join(__dirname, `../messages/${language}.json`), 'utf8')) as Record<string, string>;

const TEXTS: [prefix: string, values: readonly string[]][] = [
  ['orders.milestone', values('ShipmentMilestone')],
  ['orders.paymentMethod', values('PaymentMethod')],
  ['orders.invoiceStatus', values('InvoicePaymentStatus')],
];

describe('orders texts', () => {
  it.each(['fi', 'en', 'sv', 'nl'])('has a %s text for every value the API answers with', (language) => {
    expect(missingEnumTexts(catalogue(language), TEXTS)).toEqual([]);
    expect(TEXTS.every(([, list]) => list.length > 0)).toBe(true);
  });

  it('uses the same keys in every language', () => {
    const keys = (language: string) => Object.keys(catalogue(language)).sort();
    for (const language of ['fi', 'sv', 'nl']) expect(keys(language)).toEqual(keys('en'));
  });
});
