// /robots.txt: plain text, no page.
export { robotsLoader as loader } from '@kori/catalog/server';
