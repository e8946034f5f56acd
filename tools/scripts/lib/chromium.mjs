// The one Chromium every browser tool here drives (Debian's package: test tools cannot download browsers
// on these machines), and the flags that keep its own background work out of what is measured or tested.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers), no GPU, and none of the browser's own network or update traffic. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's browser journeys. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = ['--headless', ...QUIET_CHROMIUM_FLAGS];

/** Lighthouse runs of the page benchmark. */
export const LIGHTHOUSE_CHROMIUM_FLAGS = [
  '--headless=new',
  ...QUIET_CHROMIUM_FLAGS,
  // Chromium 156 loads its omnibox popup (a WebUI app in a renderer of its own) as the browser starts,
  // which took ~0.8 s of CPU during the measured page load on our 2-core machine: noise that has nothing
  // to do with the page, like the background networking and component updates turned off above.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
