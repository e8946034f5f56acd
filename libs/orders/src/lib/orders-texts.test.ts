/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLEnumType } from 'graphql';

// Every milestone, payment method and invoice state the API can answer with has a text in every language.
const schema = buildSchema(readFileSync(join(__dirname, '../../../graphql-schema/schema.graphql'), 'utf8'));
const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name);
const catalogue = (language: string) => JSON.parse(readFileSync(join(__dirname, `../messages/${language}.json`), 'utf8')) as Record<string, string>;

const TEXTS: [prefix: string, values: readonly string[]][] = [
  ['orders.milestone', values('ShipmentMilestone')],
  ['orders.paymentMethod', values('PaymentMethod')],
  ['orders.invoiceStatus', values('InvoicePaymentStatus')],
];

describe('orders texts', () => {
  it.each(['fi', 'en', 'sv', 'nl'])('has a %s text for every value the API answers with', (language) => {
    const messages = catalogue(language);
    const missing = TEXTS.flatMap(([prefix, list]) => list.map((value) => `${prefix}.${value}`)).filter((key) => !messages[key]);
    expect(missing).toEqual([]);
    expect(TEXTS.every(([, list]) => list.length > 0)).toBe(true);
  });

  it('uses the same keys in every language', () => {
    const keys = (language: string) => Object.keys(catalogue(language)).sort();
    for (const language of ['fi', 'sv', 'nl']) expect(keys(language)).toEqual(keys('en'));
  });
});
