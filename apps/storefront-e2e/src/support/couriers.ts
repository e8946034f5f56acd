import { expect, type APIRequestContext } from '@playwright/test';
import { sandboxUrl } from './servers';

const clock = `${sandboxUrl}/couriers/control/clock`;

/** Moves the sandbox clock (couriers and invoices) on by this many minutes. */
export async function advanceSandboxClock(request: APIRequestContext, minutes: number) {
  const response = await request.post(clock, { data: { advanceMinutes: minutes } });
  expect(response.ok(), 'sandbox clock moved').toBe(true);
}

/** Puts the sandbox clock back to real time. */
export async function resetSandboxClock(request: APIRequestContext) {
  const response = await request.delete(clock);
  expect(response.ok(), 'sandbox clock reset').toBe(true);
}

/** The invoice the sandbox's invoice service saw last (it registers invoices when the shop first shows them). */
export async function latestSandboxInvoiceId(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${sandboxUrl}/invoices/api/invoices`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { invoices: { id: string }[] };
  const [latest] = body.invoices;
  if (!latest) throw new Error('the invoice service has no invoice');
  return latest.id;
}

/** Sets an invoice's state as a person does on the sandbox's /invoices page (service names: paid, overdue, ...). */
export async function setSandboxInvoiceState(request: APIRequestContext, invoiceId: string, status: string) {
  const response = await request.put(`${sandboxUrl}/invoices/control/invoices/${encodeURIComponent(invoiceId)}`, { data: { status } });
  expect(response.ok(), `invoice ${invoiceId} set to ${status}`).toBe(true);
}
