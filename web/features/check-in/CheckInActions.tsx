// The door's two buttons — "Arrived" (with the headcount counted) and "Did not arrive" — for the
// order panel and the day sheet rows, shown when the server says they apply now (canCheckIn and
// canMarkNoShow: the arrival day, the arrival time, the status; graph/domain/outcomes.ts). Each
// opens a small dialog made for a phone at the coach door: big buttons, a number pad, − and +.
// The answer updates the reservation in the store and moves it between the order lists on screen.
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Dialog } from '../../components/forms/Dialog.tsx';
import '../../components/forms/forms.css';
import { Alert } from '../../components/Notice.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { MAX_ACTUAL_GUESTS, MIN_ACTUAL_GUESTS } from '../../../graph/domain/outcomes.ts';
import { TEXT_LIMITS } from '../../../graph/domain/reservation-limits.ts';
import { placeReturnedReservation } from '../reservations/connections.ts';
import { problemMessage } from '../reservations/messages.ts';
import { begin as beginOwnChange, end as endOwnChange } from '../reservations/useReservationActions.ts';
import type { CheckInActions_reservation$key } from './__generated__/CheckInActions_reservation.graphql';
import type { CheckInActionsArrivedMutation } from './__generated__/CheckInActionsArrivedMutation.graphql';
import type { CheckInActionsNoShowMutation } from './__generated__/CheckInActionsNoShowMutation.graphql';
// The answers carry what the order rows and the side panel show, so both update from them.
import '../reservations/ReservationRow.tsx';
import '../reservations/ReservationDetails.tsx';
import './CheckIn.css';

const fragment = graphql`
  fragment CheckInActions_reservation on Reservation {
    id
    orderNumber
    version
    guests
    canCheckIn
    canMarkNoShow
    client {
      name
    }
  }
`;

const arrivedMutation = graphql`
  mutation CheckInActionsArrivedMutation($input: CheckInReservationInput!) {
    checkInReservation(input: $input) {
      reservation {
        id
        status
        arrivalDay
        version
        ...CheckInActions_reservation
        ...ReservationRow_reservation
        ...ReservationDetails_reservation
      }
    }
  }
`;

const noShowMutation = graphql`
  mutation CheckInActionsNoShowMutation($input: MarkReservationNoShowInput!) {
    markReservationNoShow(input: $input) {
      reservation {
        id
        status
        arrivalDay
        version
        ...CheckInActions_reservation
        ...ReservationRow_reservation
        ...ReservationDetails_reservation
      }
    }
  }
`;

type Mode = 'arrived' | 'noShow';

export function CheckInActions(props: { reservation: CheckInActions_reservation$key; compact?: boolean }) {
  const r = useFragment(fragment, props.reservation);
  const [mode, setMode] = useState<Mode | null>(null);
  if (!r.canCheckIn && !r.canMarkNoShow) return null;
  return (
    <div className={`check-in-actions${props.compact ? ' check-in-actions--compact' : ''}`} data-testid="check-in-actions">
      {r.canCheckIn && (
        <button type="button" className={`btn btn--primary check-in-actions__arrived${props.compact ? ' btn--small' : ''}`} onClick={() => setMode('arrived')}>
          <FormattedMessage id="checkin.action.arrived" />
        </button>
      )}
      {r.canMarkNoShow && (
        <button type="button" className={`btn btn--danger-ghost check-in-actions__no-show${props.compact ? ' btn--small' : ''}`} onClick={() => setMode('noShow')}>
          <FormattedMessage id="checkin.action.noShow" />
        </button>
      )}
      {mode && (
        <CheckInDialog
          key={mode}
          mode={mode}
          reservation={{ id: r.id, orderNumber: r.orderNumber, version: r.version, guests: r.guests, client: r.client.name }}
          onClose={() => setMode(null)}
        />
      )}
    </div>
  );
}

interface DialogSubject {
  id: string;
  orderNumber: string;
  version: number;
  guests: number;
  client: string;
}

function headcountProblem(text: string): boolean {
  const value = Number(text);
  return !/^\d+$/.test(text.trim()) || value < MIN_ACTUAL_GUESTS || value > MAX_ACTUAL_GUESTS;
}

export function CheckInDialog(props: { mode: Mode; reservation: DialogSubject; onClose(): void }) {
  const intl = useIntl();
  const { reservation: r, mode } = props;
  const [count, setCount] = useState(String(r.guests));
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [commitArrived, arrivedBusy] = useMutation<CheckInActionsArrivedMutation>(arrivedMutation);
  const [commitNoShow, noShowBusy] = useMutation<CheckInActionsNoShowMutation>(noShowMutation);
  const busy = arrivedBusy || noShowBusy;
  const inputRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const noteId = useId();
  const countInvalid = mode === 'arrived' && touched && headcountProblem(count);
  const values = { order: r.orderNumber, organisation: r.client, guests: r.guests };

  const step = (delta: number) => {
    const current = Number(count) || 0;
    setCount(String(Math.min(MAX_ACTUAL_GUESTS, Math.max(MIN_ACTUAL_GUESTS, current + delta))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy) return;
    // The live feed may bring this change back before the answer: the order panel must not call it someone else's.
    let version: number | null = null;
    beginOwnChange(r.id);
    try {
      if (mode === 'arrived') {
        if (headcountProblem(count)) {
          inputRef.current?.focus();
          return;
        }
        const actualGuests = Number(count);
        const answer = await commitAsync<CheckInActionsArrivedMutation>((config) => commitArrived({ ...config, updater: placeReturnedReservation('checkInReservation') }), {
          input: { reservationId: r.id, expectedVersion: r.version, actualGuests },
        });
        version = answer.checkInReservation.reservation.version;
        toasts.show({ id: 'checkin.done.arrived' }, { values: { order: r.orderNumber, actual: actualGuests } });
      } else {
        const trimmed = note.trim();
        if (trimmed.length > TEXT_LIMITS.note) {
          noteRef.current?.focus();
          return;
        }
        const answer = await commitAsync<CheckInActionsNoShowMutation>((config) => commitNoShow({ ...config, updater: placeReturnedReservation('markReservationNoShow') }), {
          input: { reservationId: r.id, expectedVersion: r.version, ...(trimmed ? { note: trimmed } : {}) },
        });
        version = answer.markReservationNoShow.reservation.version;
        toasts.show({ id: 'checkin.done.noShow' }, { values: { order: r.orderNumber } });
      }
      props.onClose();
    } catch (error) {
      setProblem(readProblem(error));
    } finally {
      endOwnChange(r.id, version);
    }
  };

  const problemText = (p: Problem) => {
    switch (p.code) {
      case 'CHECK_IN_NOT_TODAY':
        return <FormattedMessage id="checkin.problem.notToday" />;
      case 'NO_SHOW_TOO_EARLY':
        return <FormattedMessage id="checkin.problem.tooEarly" />;
      case 'INVALID_TRANSITION':
        return <FormattedMessage id="checkin.problem.notConfirmed" />;
      case 'VALIDATION':
        if (p.fields.actualGuests) return <FormattedMessage id="checkin.headcount.invalid" values={{ min: MIN_ACTUAL_GUESTS, max: MAX_ACTUAL_GUESTS }} />;
        return <FormattedMessage {...problemMessage(p)} values={{ order: r.orderNumber }} />;
      default:
        return <FormattedMessage {...problemMessage(p)} values={{ order: r.orderNumber }} />;
    }
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={<FormattedMessage id={mode === 'arrived' ? 'checkin.dialog.arrivedTitle' : 'checkin.dialog.noShowTitle'} values={values} />}
      description={<FormattedMessage id={mode === 'arrived' ? 'checkin.dialog.arrivedText' : 'checkin.dialog.noShowText'} values={values} />}
      initialFocus={mode === 'arrived' ? inputRef : noteRef}
    >
      <form className="check-in-dialog" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        {problem && (
          <Alert tone={problem.code === 'RESERVATION_CHANGED' ? 'warning' : 'danger'}>
            <p>{problemText(problem)}</p>
          </Alert>
        )}
        {mode === 'arrived' ? (
          <div className={`field${countInvalid ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={countId}>
              <FormattedMessage id="checkin.headcount.label" />
            </label>
            <p className="field__hint" id={`${countId}-hint`}>
              <FormattedMessage id="checkin.headcount.hint" values={{ guests: r.guests }} />
            </p>
            <div className="check-in-dialog__count">
              <button type="button" className="btn btn--ghost btn--large check-in-dialog__step" onClick={() => step(-1)} aria-label={intl.formatMessage({ id: 'checkin.headcount.less' })}>
                −
              </button>
              <input
                ref={inputRef}
                id={countId}
                className="field__input check-in-dialog__input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                value={count}
                onChange={(event) => setCount(event.target.value.replace(/[^\d]/g, '').slice(0, 3))}
                aria-invalid={countInvalid || undefined}
                aria-describedby={`${countId}-hint${countInvalid ? ` ${countId}-error` : ''}`}
              />
              <button type="button" className="btn btn--ghost btn--large check-in-dialog__step" onClick={() => step(1)} aria-label={intl.formatMessage({ id: 'checkin.headcount.more' })}>
                +
              </button>
            </div>
            {countInvalid && (
              <p className="field__error" id={`${countId}-error`}>
                <FormattedMessage id="checkin.headcount.invalid" values={{ min: MIN_ACTUAL_GUESTS, max: MAX_ACTUAL_GUESTS }} />
              </p>
            )}
          </div>
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={noteId}>
              <FormattedMessage id="checkin.noShow.noteLabel" />
              <span className="field__optional">
                {' '}
                <FormattedMessage id="form.optional" />
              </span>
            </label>
            <p className="field__hint" id={`${noteId}-hint`}>
              <FormattedMessage id="checkin.noShow.noteHint" />
            </p>
            <textarea
              ref={noteRef}
              id={noteId}
              className="field__input"
              rows={2}
              value={note}
              maxLength={TEXT_LIMITS.note}
              aria-describedby={`${noteId}-hint`}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        )}
        <div className="check-in-dialog__actions">
          <button type="button" className="btn btn--ghost btn--large" onClick={props.onClose} disabled={busy}>
            <FormattedMessage id="checkin.dialog.back" />
          </button>
          <button type="submit" className={`btn btn--large ${mode === 'arrived' ? 'btn--primary' : 'btn--danger'}`} disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="btn__spinner" aria-hidden="true" />}
            <FormattedMessage id={mode === 'arrived' ? 'checkin.dialog.arrivedSubmit' : 'checkin.dialog.noShowSubmit'} />
          </button>
        </div>
      </form>
    </Dialog>
  );
}
