// The kitchen page's arrivals by room: for each room (or joined set) that has groups today, who
// comes when — the driver's ETA or delay beside the booked time — with headcount and meals, so the
// kitchen plates per room. Shown only when the restaurant manages rooms.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ArrivalBadge } from './ArrivalBadge.tsx';
import type { KitchenRooms_day$key } from './__generated__/KitchenRooms_day.graphql';
import './KitchenRooms.css';

const fragment = graphql`
  fragment KitchenRooms_day on KitchenDay {
    rooms {
      name
      reservations {
        id
        arrivalLocalTime
        guests
        client {
          name
        }
        mealPreorder {
          mealsTotal
        }
        ...ArrivalBadge_reservation
      }
    }
  }
`;

export function KitchenRooms(props: { day: KitchenRooms_day$key }) {
  const intl = useIntl();
  const { rooms } = useFragment(fragment, props.day);
  if (rooms.length === 0) return null;
  return (
    <section className="kitchen-rooms" aria-labelledby="kitchen-rooms-title" data-testid="kitchen-rooms">
      <h2 id="kitchen-rooms-title" className="day-totals__title">
        <FormattedMessage id="arrivals.kitchen.title" />
      </h2>
      <div className="kitchen-rooms__grid">
        {rooms.map((room) => (
          <section key={room.name ?? 'none'} className="kitchen-room">
            <h3 className="kitchen-room__name">{room.name ?? intl.formatMessage({ id: 'arrivals.kitchen.noRoom' })}</h3>
            <ul className="kitchen-room__list">
              {room.reservations.map((r) => (
                <li key={r.id} className="kitchen-room__row">
                  <span className="kitchen-room__time">{r.arrivalLocalTime}</span>
                  <span className="kitchen-room__who">
                    <span className="kitchen-room__group">{r.client.name}</span>
                    <span className="kitchen-room__counts">
                      <FormattedMessage id="arrivals.kitchen.counts" values={{ guests: r.guests, meals: r.mealPreorder?.mealsTotal ?? 0 }} />
                    </span>
                  </span>
                  <span className="kitchen-room__state">
                    <ArrivalBadge reservation={r} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
