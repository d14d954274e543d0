// The day sheet's waiting list: the day's entries in the order they are offered, with the client,
// window, group and state; staff offer a place by hand (the first time that fits, or one they type)
// and remove entries. Loaded on its own so the day sheet never waits for it.
import './WaitingList.css';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { stopLabel } from '../../components/reservation/messages.ts';
import { WALL_CLOCK } from '../../lib/clock.ts';
import { isOpenStatus, statusText, type EntryStatus } from './messages.ts';
import { waitingListProblem } from './problem.ts';
import type { DayWaitingListQuery } from './__generated__/DayWaitingListQuery.graphql';
import type { DayWaitingListOfferMutation } from './__generated__/DayWaitingListOfferMutation.graphql';
import type { DayWaitingListRemoveMutation } from './__generated__/DayWaitingListRemoveMutation.graphql';

const query = graphql`
  query DayWaitingListQuery($day: String!) {
    waitingList(day: $day) {
      id
      windowStart
      windowEnd
      type
      guests
      status
      offerTime
      offerExpiresAt
      client {
        name
      }
    }
  }
`;

const offerMutation = graphql`
  mutation DayWaitingListOfferMutation($input: OfferWaitingListPlaceInput!) {
    offerWaitingListPlace(input: $input) {
      entry {
        id
        status
        offerTime
        offerExpiresAt
      }
    }
  }
`;

const removeMutation = graphql`
  mutation DayWaitingListRemoveMutation($input: RemoveWaitingListEntryInput!) {
    removeWaitingListEntry(input: $input) {
      entry {
        id
        status
        offerTime
        offerExpiresAt
      }
    }
  }
`;

function Entries(props: { day: string }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<DayWaitingListQuery>(query, { day: props.day }, { fetchPolicy: 'store-and-network' });
  const [offer] = useMutation<DayWaitingListOfferMutation>(offerMutation);
  const [remove] = useMutation<DayWaitingListRemoveMutation>(removeMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const entries = data.waitingList;

  async function act(id: string, work: () => Promise<unknown>) {
    if (busy) return;
    setBusy(id);
    setProblem(null);
    try {
      await work();
    } catch (caught) {
      setProblem(waitingListProblem(caught).message ?? intl.formatMessage({ id: 'waitlist.problem.network' }));
    } finally {
      setBusy(null);
    }
  }

  if (!entries.length) {
    return (
      <p className="waitlist-day__empty">
        <FormattedMessage id="waitlist.day.empty" />
      </p>
    );
  }
  return (
    <>
      {problem && (
        <p className="waitlist-day__problem" role="alert">
          {problem}
        </p>
      )}
      <ol className="waitlist-day__list">
        {entries.map((e) => (
          <li key={e.id} className="waitlist-entry" data-status={e.status}>
            <div className="waitlist-entry__main">
              <p className="waitlist-entry__day">{e.client.name}</p>
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
                    id="waitlist.day.offered"
                    values={{ time: e.offerTime, until: e.offerExpiresAt ? intl.formatDate(e.offerExpiresAt, { dateStyle: 'short', timeStyle: 'short', ...WALL_CLOCK }) : '' }}
                  />
                </p>
              )}
            </div>
            <span className={`waitlist-status waitlist-status--${e.status.toLowerCase()}`}>
              <FormattedMessage {...statusText[e.status as EntryStatus]} />
            </span>
            {isOpenStatus(e.status) && (
              <span className="waitlist-entry__actions">
                <button type="button" className="btn btn--secondary btn--small" disabled={busy !== null} onClick={() => void act(e.id, () => commitAsync(offer, { input: { entryId: e.id } }))}>
                  <FormattedMessage id="waitlist.day.offer" />
                </button>
                <button type="button" className="btn btn--secondary btn--small" disabled={busy !== null} onClick={() => void act(e.id, () => commitAsync(remove, { input: { entryId: e.id } }))}>
                  <FormattedMessage id="waitlist.day.remove" />
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

export function DayWaitingList(props: { day: string }) {
  return (
    <section className="waitlist-day card" aria-labelledby="waitlist-day-title" data-testid="day-waiting-list">
      <h2 id="waitlist-day-title" className="waitlist-day__title">
        <FormattedMessage id="waitlist.day.title" />
      </h2>
      <Suspense fallback={<span className="spinner spinner--small" aria-hidden="true" />}>
        <Entries day={props.day} />
      </Suspense>
    </section>
  );
}
