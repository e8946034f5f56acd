/** The Google Tag Manager data layer: an array on window that GTM reads (and replaces `push` of) once loaded. */
export type DataLayerEntry = Record<string, unknown> | unknown[];

interface ConsentModeMarker {
  defaulted?: boolean;
  /** Serialized levels of the last `consent update` pushed, so the same update is not pushed twice. */
  update?: string;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    __koriConsentMode?: ConsentModeMarker;
  }
}

export function dataLayerOf(target: Window = window): DataLayerEntry[] {
  target.dataLayer = target.dataLayer ?? [];
  return target.dataLayer;
}

export function consentModeMarker(target: Window = window): ConsentModeMarker {
  target.__koriConsentMode = target.__koriConsentMode ?? {};
  return target.__koriConsentMode;
}

/**
 * A gtag command as GTM reads it: gtag pushes its `arguments` object and GTM only treats entries whose
 * Object.prototype.toString is "[object Arguments]" as commands. An array tagged that way qualifies, and
 * stays a plain array for everything else that reads the data layer (tests, debugging tools).
 */
export function gtagCommand(...args: unknown[]): unknown[] {
  const command = [...args];
  Object.defineProperty(command, Symbol.toStringTag, { value: 'Arguments' });
  return command;
}
