import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Region } from '@kori/region';
import { MilestoneName, OrderDate } from './order-format';
import type { ShipmentDetails } from './orders-data';

export interface ShipmentTimelineProps {
  /** The tracker as the order lists it. */
  tracking: { trackerId: string; reference?: string | null; milestone: string };
  /** The courier's details; null when they could not be read (the order's milestone still shows). */
  details: ShipmentDetails | null;
  region: Region;
}

/**
 * One shipment: where it is now, then its events as an ordered list, oldest first, each with its time,
 * what happened and where, so a screen reader reads it as the story of the parcel.
 */
export function ShipmentTimeline({ tracking, details, region }: ShipmentTimelineProps) {
  const headingId = useId();
  const milestone = details?.milestone ?? tracking.milestone;
  const reference = details?.reference ?? tracking.reference ?? tracking.trackerId;
  return (
    <section className="kori-orders-shipment" aria-labelledby={headingId} data-tracker-id={tracking.trackerId}>
      <h4 id={headingId}>
        <FormattedMessage id="orders.shipments.title" values={{ reference }} />
      </h4>
      <p className="kori-orders-shipment__now" data-milestone={milestone}>
        <FormattedMessage id="orders.shipments.now" values={{ milestone: <strong><MilestoneName milestone={milestone} /></strong> }} />
      </p>
      <p className="kori-orders-shipment__tracker">
        <FormattedMessage id="orders.shipments.trackingId" values={{ trackerId: tracking.trackerId }} />
      </p>
      {details === null ? (
        <p>
          <FormattedMessage id="orders.shipments.unavailable" />
        </p>
      ) : details.events.length === 0 ? (
        <p>
          <FormattedMessage id="orders.shipments.noEvents" />
        </p>
      ) : (
        <FormattedMessage id="orders.shipments.eventsLabel">
          {(label) => (
            <ol className="kori-orders-timeline" aria-label={String(label)}>
              {details.events.map((event, index) => (
                <li key={`${event.date}-${index}`} className="kori-orders-timeline__event" data-milestone={event.statusMilestone}>
                  <OrderDate iso={event.date} region={region} withTime />
                  {': '}
                  <strong>
                    <MilestoneName milestone={event.statusMilestone} />
                  </strong>
                  {event.title ? <span> ({event.title})</span> : null}
                  {event.location ? <span>, {event.location}</span> : null}
                  {event.courier ? (
                    <span className="kori-orders-timeline__courier">
                      {'. '}
                      <FormattedMessage id="orders.shipments.courier" values={{ courier: event.courier }} />
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </FormattedMessage>
      )}
    </section>
  );
}
