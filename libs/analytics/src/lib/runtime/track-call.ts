import type { AnalyticsEvent } from '../model/analytics-event';
import { buildEvent } from '../model/events';
import type { AnalyticsRuntime } from './analytics-runtime';
import { installTrackSink, type TrackCall } from './track';

/** The event of a recorded `track.*` call, stamped with the moment of the call (throws for input it cannot use). */
export function buildTrackedEvent(call: TrackCall): AnalyticsEvent {
  const event =
    call.method === 'pageView'
      ? buildEvent.pageView(call.input as Parameters<typeof buildEvent.pageView>[0], call.href)
      : (buildEvent[call.method] as (input: unknown) => AnalyticsEvent)(call.input);
  return { ...event, occurredAt: call.occurredAt };
}

/** Builds a call's event and hands it to the runtime; input it cannot use is logged, never thrown. */
export function sendTrackCall(runtime: AnalyticsRuntime, call: TrackCall): void {
  let event: AnalyticsEvent;
  try {
    event = buildTrackedEvent(call);
  } catch (error) {
    console.warn('Analytics event could not be built', error);
    return;
  }
  runtime.send(event);
}

/**
 * Puts a runtime directly behind `track` (tests, `captureTrackedEvents`): every call is built and sent at
 * once, calls made before it was installed first, in order. Returns the uninstall function.
 */
export function installAnalyticsRuntime(runtime: AnalyticsRuntime): () => void {
  return installTrackSink({ send: (call) => sendTrackCall(runtime, call) });
}
