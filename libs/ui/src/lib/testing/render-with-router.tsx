import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@kori/i18n';
import { UiTestProvider } from '../../testing';

/** Renders a component that links (Remix `Link`) inside a router and the real catalogues. */
export function renderWithRouter(ui: ReactElement, locale: Locale = 'en-FI') {
  return render(
    <UiTestProvider locale={locale}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{ui}</MemoryRouter>
    </UiTestProvider>,
  );
}
