import type { CommerceEventInputs } from '@kori/shell';
import { track } from '../runtime/track';

/**
 * Every shopping step a feature reports has an analytics event of the same name taking the same input;
 * the type check fails here when a step is added without one.
 */
const FORWARDERS: { [K in keyof CommerceEventInputs]: (input: CommerceEventInputs[K]) => void } = track;

/** A shopping step a feature reported through the shell, as the analytics event of the same name. */
export function forwardCommerceEvent<K extends keyof CommerceEventInputs>(event: { type: K; input: CommerceEventInputs[K] }): void {
  FORWARDERS[event.type](event.input);
}

