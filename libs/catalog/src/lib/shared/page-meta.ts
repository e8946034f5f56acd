/** Title and description a loader computes in the request's language, for the route's meta export. */
export interface PageMeta {
  title: string;
  description: string;
}
