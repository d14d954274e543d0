// Where a reservation stands with the headcount reconfirmation: for staff a small badge in the
// queues, the day sheet and the order panel ("Reconfirmed", or "Not reconfirmed yet" once the mail
// went out); for the client a sentence on its reservation card. Nothing before the mail is sent.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { WALL_CLOCK } from '../../lib/clock.ts';
import type { ReconfirmationBadge_reservation$key } from './__generated__/ReconfirmationBadge_reservation.graphql';
import './ReconfirmationBadge.css';

const fragment = graphql`
  fragment ReconfirmationBadge_reservation on Reservation {
    reconfirmationRequestedAt
    reconfirmedAt
  }
`;

export function ReconfirmationBadge(props: { reservation: ReconfirmationBadge_reservation$key }) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK });
  if (r.reconfirmedAt) {
    return (
      <span className="reconfirm-badge reconfirm-badge--done" title={intl.formatMessage({ id: 'reconfirm.badge.reconfirmedTitle' }, { when: when(r.reconfirmedAt) })} data-reconfirmed="">
        <span aria-hidden="true">✓</span> <FormattedMessage id="reconfirm.badge.reconfirmed" />
      </span>
    );
  }
  if (r.reconfirmationRequestedAt) {
    return (
      <span className="reconfirm-badge reconfirm-badge--asked" title={intl.formatMessage({ id: 'reconfirm.badge.askedTitle' }, { when: when(r.reconfirmationRequestedAt) })}>
        <span aria-hidden="true">?</span> <FormattedMessage id="reconfirm.badge.asked" />
      </span>
    );
  }
  return null;
}

/** The client's own card: what it answered, or that it was asked. */
export function ReconfirmationNote(props: { reservation: ReconfirmationBadge_reservation$key }) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK });
  if (r.reconfirmedAt) {
    return (
      <p className="reconfirm-note reconfirm-note--done" data-reconfirmed="">
        <span aria-hidden="true">✓ </span>
        <FormattedMessage id="reconfirm.card.reconfirmed" values={{ when: when(r.reconfirmedAt) }} />
      </p>
    );
  }
  if (r.reconfirmationRequestedAt) {
    return (
      <p className="reconfirm-note">
        <FormattedMessage id="reconfirm.card.asked" />
      </p>
    );
  }
  return null;
}
