// The invoice service and courier adapters against the sandbox's own services over HTTP.
import { SANDBOX_COURIER_SERVICE_PATH, SANDBOX_INVOICE_SERVICE_PATH } from '../config/env';
import { startMerchantSandbox, type MerchantSandbox } from '../merchant-shops/start-merchant-sandbox';
import { createHttpCourierService } from './courier-service';
import { createHttpInvoiceService } from './invoice-service';

let sandbox: MerchantSandbox;
beforeAll(async () => {
  sandbox = await startMerchantSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

async function setInvoiceStatus(id: string, status: string | null) {
  const response = await fetch(`${sandbox.url}/invoices/control/invoices/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
  expect(response.status).toBe(200);
}

it('an invoice registers on first read and follows the states the invoice service is given', async () => {
  const invoices = createHttpInvoiceService({ baseUrl: `${sandbox.url}${SANDBOX_INVOICE_SERVICE_PATH}`, timeoutMs: 3000 });
  const invoice = { id: '7d0c5a52-5f7e-4a3b-9b1e-0c7c2f1d9a10', totalAmount: 12_990, currency: 'EUR' as const, issuedAt: new Date().toISOString(), dueDate: '2099-12-31' };
  expect(await invoices.stateOf(invoice)).toEqual({ paymentStatus: 'Unpaid', balance: 12_990 });
  for (const [status, expected] of [
    ['payment_scheduled', { paymentStatus: 'PaymentScheduled', balance: 12_990 }],
    ['paid', { paymentStatus: 'Paid', balance: 0 }],
    ['overdue', { paymentStatus: 'Overdue', balance: 12_990 }],
    ['not_produced', { paymentStatus: 'NotProduced', balance: 12_990 }],
  ] as const) {
    await setInvoiceStatus(invoice.id, status);
    expect(await invoices.stateOf(invoice)).toEqual(expected);
  }
});

it('a tracking id no courier carries reads as unknown (null), not as a failure', async () => {
  const errors: string[] = [];
  const couriers = createHttpCourierService({ baseUrl: `${sandbox.url}${SANDBOX_COURIER_SERVICE_PATH}`, timeoutMs: 3000, onError: (message) => void errors.push(message) });
  expect(await couriers.track('TRKNOSUCHPARCEL')).toBeNull();
  expect(errors).toEqual([]);
});
