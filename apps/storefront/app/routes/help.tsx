// /help: the help centre; its own meta adds the canonical link to the title and description.
export { helpLoader as loader } from '@kori/content/server';
export { HelpPage as default, helpHandle as handle, contentMeta as meta, contentLinks as links } from '@kori/content';
