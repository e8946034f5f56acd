// Types for the TypeScript files that read chromium.mjs (the Playwright config).
export declare const CHROMIUM_PATH: string;
export declare const QUIET_CHROMIUM_FLAGS: readonly string[];
export declare const PLAYWRIGHT_CHROMIUM_FLAGS: string[];
export declare const LIGHTHOUSE_CHROMIUM_FLAGS: string[];
