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
