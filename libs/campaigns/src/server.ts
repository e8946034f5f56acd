// Server-only entry of @kori/campaigns: the campaign pages' loaders. Never import from browser code.
export { blackFridayLoader } from './lib/server/black-friday-loader.server';
