/** One event as the collector sends it to /api/analytics (and the API stores it). */
export interface CollectedEvent {
  name: string;
  occurredAt: string;
  clientId: string;
  params: Record<string, unknown>;
}
