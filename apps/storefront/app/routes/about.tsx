// /about: the about page; its own meta adds the canonical link to the title and description.
export { aboutLoader as loader } from '@kori/content/server';
export { AboutPage as default, aboutHandle as handle, contentMeta as meta, contentLinks as links } from '@kori/content';
