// "Join the waiting list" in the booking wizard when the chosen time is full: the day, stop type
// and headcount come from the draft; the window starts an hour either side of the wanted time and
// can be changed. The rules (window, limits) are the server's (graph/domain/waiting-list.ts).
import './WaitingList.css';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, TextField } from '../../components/forms/Field.tsx';
import { longDate } from '../../components/pickers/calendar.ts';
import { waitingListProblem } from './problem.ts';
import { windowAround } from './window.ts';
import type { JoinWaitingListMutation } from './__generated__/JoinWaitingListMutation.graphql';

const mutation = graphql`
  mutation JoinWaitingListMutation($input: JoinWaitingListInput!) {
    joinWaitingList(input: $input) {
      entry {
        id
        day
        windowStart
        windowEnd
        status
      }
    }
  }
`;

const TIME = /^\d{2}:\d{2}$/;

export function JoinWaitingList(props: { day: string; time: string | null; type: 'SHORT_STOP' | 'LONG_STOP'; guests: number; seatReservation: boolean }) {
  const intl = useIntl();
  const initial = windowAround(props.time);
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);
  const [commit] = useMutation<JoinWaitingListMutation>(mutation);

  if (joined) {
    return (
      <div className="waitlist-join waitlist-join--done" role="status" data-testid="waitlist-joined">
        <p>
          <FormattedMessage id="waitlist.join.done" values={{ date: longDate(intl.locale, props.day), start, end }} />
        </p>
        <Link to="/user/orders/current">
          <FormattedMessage id="waitlist.join.toList" />
        </Link>
      </div>
    );
  }
  if (!open) {
    return (
      <div className="waitlist-join">
        <p className="waitlist-join__hint">
          <FormattedMessage id="waitlist.join.hint" />
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)} data-testid="waitlist-join-open">
          <FormattedMessage id="waitlist.join.open" />
        </button>
      </div>
    );
  }

  async function submit() {
    if (busy) return;
    if (!TIME.test(start) || !TIME.test(end) || start > end) {
      setProblem(intl.formatMessage({ id: 'waitlist.join.windowInvalid' }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await commitAsync(commit, {
        input: { day: props.day, windowStart: start, windowEnd: end, type: props.type, guests: props.guests, seatReservation: props.seatReservation },
      });
      setJoined(true);
    } catch (caught) {
      const found = waitingListProblem(caught);
      setProblem(found.fields.windowEnd ? intl.formatMessage({ id: 'waitlist.join.windowInvalid' }) : (found.message ?? intl.formatMessage({ id: 'waitlist.problem.network' })));
    } finally {
      setBusy(false);
    }
  }

  return (
    // Not a <form>: the wizard around it is one, and forms do not nest.
    <div className="waitlist-join waitlist-join--open" role="group" aria-labelledby="waitlist-join-title" data-testid="waitlist-join-form">
      <h3 className="waitlist-join__title" id="waitlist-join-title">
        <FormattedMessage id="waitlist.join.title" values={{ date: longDate(intl.locale, props.day) }} />
      </h3>
      <p className="waitlist-join__hint">
        <FormattedMessage id="waitlist.join.explain" values={{ guests: props.guests }} />
      </p>
      <div className="waitlist-join__window">
        <TextField id="waitlist-start" label={<FormattedMessage id="waitlist.join.from" />} value={start} onChange={setStart} inputMode="numeric" maxLength={5} autoComplete="off" />
        <TextField id="waitlist-end" label={<FormattedMessage id="waitlist.join.to" />} value={end} onChange={setEnd} inputMode="numeric" maxLength={5} autoComplete="off" />
      </div>
      <FormMessage tone="danger" text={problem ? { descriptor: { id: 'waitlist.raw' }, values: { text: problem } } : null} />
      <button type="button" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy || undefined} onClick={() => void submit()}>
        {busy && <span className="btn__spinner" aria-hidden="true" />}
        <FormattedMessage id="waitlist.join.submit" />
      </button>
    </div>
  );
}
