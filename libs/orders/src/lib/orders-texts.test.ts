/** @jest-environment node */
import { join } from 'node:path';
import { apiEnumValues as values, CATALOGUE_LANGUAGES, itHasEveryEnumText, messageCatalogue } from '@kori/graphql-schema/testing';

// Every milestone, payment method and invoice state the API can answer with has a text in every language.
const MESSAGES = join(__dirname, '../messages');

const TEXTS: [prefix: string, values: readonly string[]][] = [
  ['orders.milestone', values('ShipmentMilestone')],
  ['orders.paymentMethod', values('PaymentMethod')],
  ['orders.invoiceStatus', values('InvoicePaymentStatus')],
];

describe('orders texts', () => {
  itHasEveryEnumText(MESSAGES, TEXTS);

  it('uses the same keys in every language', () => {
    const keys = (language: string) => Object.keys(messageCatalogue(MESSAGES, language)).sort();
    for (const language of CATALOGUE_LANGUAGES) expect(keys(language)).toEqual(keys('en'));
  });
});
