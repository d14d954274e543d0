// My reservations' waiting list: the client's entries with their state, an open offer's time and
// deadline (the mail's link books it), and "Leave" on the open ones. Nothing when there are none.
import './WaitingList.css';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useMay } from '../../auth/abilities.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { longDate } from '../../components/pickers/calendar.ts';
import { stopLabel } from '../../components/reservation/messages.ts';
import { WALL_CLOCK } from '../../lib/clock.ts';
import { isOpenStatus, statusText, type EntryStatus } from './messages.ts';
import { waitingListProblem } from './problem.ts';
import type { MyWaitingList_query$key } from './__generated__/MyWaitingList_query.graphql';
import type { MyWaitingListLeaveMutation } from './__generated__/MyWaitingListLeaveMutation.graphql';

const fragment = graphql`
  fragment MyWaitingList_query on Query {
    myWaitingList {
      id
      day
      windowStart
      windowEnd
      type
      guests
      status
      offerTime
      offerExpiresAt
    }
  }
`;

const leaveMutation = graphql`
  mutation MyWaitingListLeaveMutation($input: LeaveWaitingListInput!) {
    leaveWaitingList(input: $input) {
      entry {
        id
        status
        offerTime
        offerExpiresAt
      }
    }
  }
`;

export function MyWaitingList(props: { query: MyWaitingList_query$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, props.query);
  const [leave] = useMutation<MyWaitingListLeaveMutation>(leaveMutation);
  const mayBook = useMay('book');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const entries = data.myWaitingList;
  if (!entries.length) return null;

  async function onLeave(id: string) {
    if (busy) return;
    setBusy(id);
    setProblem(null);
    try {
      await commitAsync(leave, { input: { entryId: id } });
    } catch (caught) {
      setProblem(waitingListProblem(caught).message ?? intl.formatMessage({ id: 'waitlist.problem.network' }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="waitlist-mine" aria-labelledby="waitlist-mine-title" data-testid="my-waiting-list">
      <h2 id="waitlist-mine-title" className="waitlist-mine__title">
        <FormattedMessage id="waitlist.mine.title" />
      </h2>
      <p className="waitlist-mine__lead">
        <FormattedMessage id="waitlist.mine.lead" />
      </p>
      {problem && (
        <p className="waitlist-mine__problem" role="alert">
          {problem}
        </p>
      )}
      <ul className="waitlist-mine__list">
        {entries.map((e) => (
          <li key={e.id} className="waitlist-entry" data-status={e.status}>
            <div className="waitlist-entry__main">
              <p className="waitlist-entry__day">{longDate(intl.locale, e.day)}</p>
              <p className="waitlist-entry__facts">
                <FormattedMessage id="waitlist.entry.window" values={{ start: e.windowStart, end: e.windowEnd }} />
                {' · '}
                <FormattedMessage {...stopLabel(e.type)} />
                {' · '}
                <FormattedMessage id="reservation.guestsCount" values={{ guests: e.guests }} />
              </p>
              {e.status === 'OFFERED' && e.offerTime && (
                <p className="waitlist-entry__offer">
                  <FormattedMessage
                    id="waitlist.entry.offer"
                    values={{ time: e.offerTime, until: e.offerExpiresAt ? intl.formatDate(e.offerExpiresAt, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK }) : '' }}
                  />
                </p>
              )}
            </div>
            <span className={`waitlist-status waitlist-status--${e.status.toLowerCase()}`}>
              <FormattedMessage {...statusText[e.status as EntryStatus]} />
            </span>
            {mayBook && isOpenStatus(e.status) && (
              <button type="button" className="btn btn--secondary btn--small" disabled={busy !== null} onClick={() => void onLeave(e.id)}>
                <FormattedMessage id="waitlist.entry.leave" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
