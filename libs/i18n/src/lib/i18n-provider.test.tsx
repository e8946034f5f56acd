/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { I18nProvider, intlFor } from './i18n-provider';
import { loadMessages, serializedCatalogue } from './load-messages';
import { fixtureCatalogues } from './fixture-catalogues.test-support';
import { provideMessageCatalogues } from './provided-catalogues';

function Greeting() {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'hello' }, { name: 'Aino' })}</p>;
}

beforeAll(() => provideMessageCatalogues(fixtureCatalogues));

describe('I18nProvider', () => {
  it('gives react-intl the locale and messages', () => {
    render(
      <I18nProvider locale="sv-SE" messages={{ hello: 'Hej {name}', title: 'Rubrik' }}>
        <Greeting />
        <FormattedMessage id="title" />
      </I18nProvider>,
    );
    expect(screen.getByText('Hej Aino')).toBeInTheDocument();
    expect(screen.getByText('Rubrik')).toBeInTheDocument();
  });

  it("formats dates in the region's time zone", () => {
    render(
      <I18nProvider locale="fi-FI" messages={{}}>
        <FormattedDate value={new Date('2024-05-01T22:30:00Z')} />
      </I18nProvider>,
    );
    expect(screen.getByText('2.5.2024')).toBeInTheDocument();
  });

  it('shares one intl object per catalogue and locale between renders, and none between catalogues', () => {
    const messages = { hello: 'Hei {name}' };
    expect(intlFor('fi-FI', messages)).toBe(intlFor('fi-FI', messages));
    expect(intlFor('en-FI', messages)).not.toBe(intlFor('fi-FI', messages));
    expect(intlFor('fi-FI', { hello: 'Moi {name}' })).not.toBe(intlFor('fi-FI', messages));
    expect(intlFor('fi-FI', messages).formatMessage({ id: 'hello' }, { name: 'Aino' })).toBe('Hei Aino');
  });

  it('takes the JSON text a catalogue file holds, one intl object per text and locale', () => {
    const text = serializedCatalogue(loadMessages('fi-FI'));
    expect(intlFor('fi-FI', text)).toBe(intlFor('fi-FI', text));
    render(
      <I18nProvider locale="fi-FI" messages={text}>
        <FormattedMessage id="nav.deals" />
      </I18nProvider>,
    );
    expect(screen.getByText('Tarjoukset')).toBeInTheDocument();
  });
});
