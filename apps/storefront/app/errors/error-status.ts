import { isRouteErrorResponse } from '@remix-run/react';

/** The HTTP status an error stands for: a thrown Response keeps its own, anything else is a 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** Which page shows the error: gone or missing things are "not found", the rest a server error. */
export function errorPageKind(status: number): 'not-found' | 'server-error' {
  return status === 404 || status === 410 ? 'not-found' : 'server-error';
}
