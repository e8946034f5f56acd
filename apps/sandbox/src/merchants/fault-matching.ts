import { randomBytes } from 'node:crypto';
import { DEFAULT_FAULT_OPERATIONS, type FaultInput, type FaultKind, type ShopOperation } from '@kori/merchant-shop-protocol';
import type { MerchantShopsState, StoredFault } from './shop-state-schema';

/** What one shop request concerns: faults match on merchant, step and (when they name one) SKU. */
export interface RequestScope {
  merchantId: string;
  operation: ShopOperation;
  skus: readonly string[];
}

export function addFault(state: MerchantShopsState, input: FaultInput): StoredFault {
  const fault = { ...input, id: `fault-${randomBytes(6).toString('hex')}` } as StoredFault;
  state.faults.push(fault);
  return fault;
}

function applies(fault: StoredFault, scope: RequestScope): boolean {
  if (fault.merchantId !== scope.merchantId) return false;
  if (!(fault.operations ?? DEFAULT_FAULT_OPERATIONS[fault.kind]).includes(scope.operation)) return false;
  return fault.sku === undefined || scope.skus.includes(fault.sku);
}

/** A counted fault ("the next N requests") is used up once per request it fires on. */
function consume(state: MerchantShopsState, fault: StoredFault): void {
  if (fault.times === undefined) return;
  fault.times -= 1;
  if (fault.times <= 0) state.faults = state.faults.filter((other) => other !== fault);
}

/**
 * The first fault of `kind` that applies to this request and passes `when`, used up as it fires.
 * `when` lets a fault depend on the request's content (a postal code, the SKUs in the cart).
 */
export function fireFault<K extends FaultKind>(
  state: MerchantShopsState,
  scope: RequestScope,
  kind: K,
  when: (fault: Extract<StoredFault, { kind: K }>) => boolean = () => true,
): Extract<StoredFault, { kind: K }> | undefined {
  const fault = state.faults.find((candidate): candidate is Extract<StoredFault, { kind: K }> => candidate.kind === kind && applies(candidate, scope) && when(candidate as Extract<StoredFault, { kind: K }>));
  if (fault) consume(state, fault);
  return fault;
}
