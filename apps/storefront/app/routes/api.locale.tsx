// POST /api/locale: the footer's language switcher (sets the `locale` cookie, redirects back).
export { switchLocaleAction as action, switchLocaleLoader as loader } from '@kori/shell/server';
