import { useSandbox } from '../test-support/use-sandbox';
import type { InvoiceRecord } from './invoice-state-schema';
import { invoiceStateAt, willBePaid } from './invoice-status';

const DAY = 86_400_000;
const issuedAt = Date.UTC(2026, 10, 2, 8);

/** Ids whose invoices time pays, and one it does not. */
const payingId = ['inv-a', 'inv-b', 'inv-c', 'inv-d', 'inv-e'].find(willBePaid) as string;
const unpaidId = Array.from({ length: 50 }, (_, i) => `inv-${i}`).find((id) => !willBePaid(id)) as string;

const record = (id: string, overrides: Partial<InvoiceRecord> = {}): InvoiceRecord => ({ id, totalAmount: 5990, currency: 'EUR', issuedAt, dueDate: '2026-11-16', setStatus: null, ...overrides });

describe('invoice states over time', () => {
  it('a paying shopper goes unpaid, payment scheduled, paid (balance 0)', () => {
    expect(invoiceStateAt(record(payingId), issuedAt)).toEqual({ status: 'unpaid', balance: 5990 });
    expect(invoiceStateAt(record(payingId), issuedAt + DAY).status).toBe('payment_scheduled');
    expect(invoiceStateAt(record(payingId), issuedAt + 3 * DAY)).toEqual({ status: 'paid', balance: 0 });
  });

  it('an unpaid invoice is overdue after its due date; a set state wins over time', () => {
    expect(invoiceStateAt(record(unpaidId), Date.UTC(2026, 10, 16, 23)).status).toBe('unpaid');
    expect(invoiceStateAt(record(unpaidId), Date.UTC(2026, 10, 17, 1)).status).toBe('overdue');
    expect(invoiceStateAt(record(unpaidId, { setStatus: 'transferred' }), issuedAt)).toEqual({ status: 'transferred', balance: 0 });
  });
});

describe('invoice service over HTTP', () => {
  const h = useSandbox('each');

  /** The service's own API: JSON, without the Stytch credentials. */
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => h.api(method, path, body, null);

  it('registers once, follows the sandbox clock, and takes a state a person sets', async () => {
    const registration = { id: payingId, totalAmount: 5990, currency: 'EUR', issuedAt: new Date(h.clock.now()).toISOString(), dueDate: '2099-01-01' };
    expect((await call('POST', '/invoices/api/invoices', registration)).body).toMatchObject({ id: payingId, status: 'unpaid', balance: 5990 });
    // A second registration with other figures changes nothing.
    expect((await call('POST', '/invoices/api/invoices', { ...registration, totalAmount: 1 })).body).toMatchObject({ balance: 5990 });
    await call('POST', '/invoices/control/clock', { advanceMinutes: 3 * 24 * 60 });
    expect((await call('GET', `/invoices/api/invoices/${payingId}`)).body).toMatchObject({ status: 'paid', balance: 0 });
    expect((await call('GET', '/invoices/api/invoices')).body).toEqual({ invoices: [{ id: payingId, status: 'paid', balance: 0, dueDate: '2099-01-01' }] });
    expect((await call('PUT', `/invoices/control/invoices/${payingId}`, { status: 'postponed' })).body).toMatchObject({ status: 'postponed', balance: 5990 });
    expect((await call('PUT', `/invoices/control/invoices/${payingId}`, { status: 'lost' })).status).toBe(400);
    expect((await call('PUT', '/invoices/control/invoices/nope', { status: 'paid' })).status).toBe(404);
    expect((await call('POST', '/invoices/api/invoices', { id: 'x' })).status).toBe(400);
    const html = await (await fetch(`${h.url}/invoices`)).text();
    expect(html).toContain(payingId);
    expect(html).toContain('postponed');
  });
});
