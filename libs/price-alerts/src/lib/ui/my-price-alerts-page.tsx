import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { AccountNav, type PageHandle } from '@kori/shell';
import { Button, Container, Money } from '@kori/ui';
import { useIntl } from 'react-intl';
import type { MyPriceAlertsData } from '../model/my-price-alerts-data';
import { isPriceAlertOutcome, MY_PRICE_ALERTS_PATH, PRICE_ALERT_ACTION_PATH, PRICE_ALERT_OUTCOME_PARAM } from '../model/price-alert-form';
import { OUTCOME_MESSAGE } from './outcome-text';

export const myPriceAlertsHandle: PageHandle = { pageMetadata: { pageType: 'myPriceAlerts' } };

export function MyPriceAlertsView({ data, search }: { data: MyPriceAlertsData; search: string }) {
  const intl = useIntl();
  const outcome = new URLSearchParams(search).get(PRICE_ALERT_OUTCOME_PARAM);
  return (
    <Container className="kori-price-alerts-page">
      <h1>{intl.formatMessage({ id: 'priceAlert.my.title' })}</h1>
      <AccountNav />
      <p role="status">{isPriceAlertOutcome(outcome) ? intl.formatMessage({ id: OUTCOME_MESSAGE[outcome] }) : ''}</p>
      {!data.loaded ? (
        <p role="alert">{intl.formatMessage({ id: 'priceAlert.my.loadFailed' })}</p>
      ) : data.alerts.length === 0 ? (
        <p>{intl.formatMessage({ id: 'priceAlert.my.empty' })}</p>
      ) : (
        <ul className="kori-price-alerts-page__list">
          {data.alerts.map((alert) => {
            const product = alert.productName ?? intl.formatMessage({ id: 'priceAlert.my.unknownProduct' });
            return (
              <li key={alert.id}>
                <span>{product}</span>{' '}
                <span>
                  {intl.formatMessage({ id: 'priceAlert.my.target' })} <Money amount={alert.targetPrice} />
                </span>
                <Form method="post" action={PRICE_ALERT_ACTION_PATH} className="kori-price-alerts-page__delete">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="alertId" value={alert.id} />
                  <input type="hidden" name="returnTo" value={MY_PRICE_ALERTS_PATH} />
                  <Button type="submit" size="small" variant="secondary" aria-label={intl.formatMessage({ id: 'priceAlert.my.deleteLabel' }, { product })}>
                    {intl.formatMessage({ id: 'priceAlert.my.delete' })}
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </Container>
  );
}

/** Route component for `/my/price-alerts`. */
export function MyPriceAlertsPage() {
  const data = useLoaderData() as MyPriceAlertsData;
  const { search } = useLocation();
  return <MyPriceAlertsView data={data} search={search} />;
}
