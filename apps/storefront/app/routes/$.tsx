// Any address no other route matches: a real 404 status; the root error boundary renders the page.
export const loader = () => {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
};
export const handle = { pageMetadata: { pageType: 'not-found' } };
export { NotFoundPage as default } from '../errors/not-found-page';
