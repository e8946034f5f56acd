/**
 * The first `Intl.NumberFormat` or `Intl.DateTimeFormat` a page builds loads the browser's ICU data,
 * which on a slow phone blocks the main thread for tens of milliseconds in the middle of hydration.
 * That load is shared by the whole renderer process, so a throw-away worker started at the top of
 * the document pays it while the page is still downloading; hydration then finds it done
 * (decision 012). Without workers (or if anything fails) nothing changes: hydration pays as before.
 */
const WORKER_SOURCE =
  "var l=self.name||'en';" +
  "new Intl.NumberFormat(l,{style:'currency',currency:'EUR'}).format(1);" +
  "new Intl.DateTimeFormat(l,{dateStyle:'short',timeZone:'Europe/Helsinki'}).format(0);" +
  'Intl.NumberFormat.supportedLocalesOf(l);Intl.DateTimeFormat.supportedLocalesOf(l);close()';

export const INTL_WARM_UP_SCRIPT =
  'try{new Worker(URL.createObjectURL(new Blob([' +
  JSON.stringify(WORKER_SOURCE) +
  "],{type:'text/javascript'})),{name:document.documentElement.lang})}catch(e){}";

/** Rendered first in the head; the browser runs it once while parsing (React never re-runs it). */
export function IntlWarmUp() {
  return <script dangerouslySetInnerHTML={{ __html: INTL_WARM_UP_SCRIPT }} />;
}
