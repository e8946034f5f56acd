/** The 404 a loader throws for an unknown category or product (the storefront renders its not-found page). */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}
