import { useLoaderData } from '@remix-run/react';
import type { ContentPageId } from '../content-pages';
import type { ContentDocument } from '../texts/content-document';
import { ContentArticle } from './content-article';
import type { ContentLoaderData } from './content-data';

export interface ContentPageViewProps {
  page: ContentPageId;
  document: ContentDocument;
  lastUpdated: string;
}

/** A text-only content page (help, about, privacy statement, terms, campaign terms), props in. */
export function ContentPageView({ page, document, lastUpdated }: ContentPageViewProps) {
  return <ContentArticle page={page} document={document} lastUpdated={lastUpdated} />;
}

/** Route component of a text-only content page: renders what its loader chose for the request's language. */
export function ContentPage() {
  const data = useLoaderData() as ContentLoaderData;
  return <ContentPageView page={data.page} document={data.document} lastUpdated={data.lastUpdated} />;
}

// One name per route, so route modules read naturally; they are the same component.
export const HelpPage = ContentPage;
export const AboutPage = ContentPage;
export const PrivacyStatementPage = ContentPage;
export const TermsAndConditionsPage = ContentPage;
export const CampaignTermsPage = ContentPage;
