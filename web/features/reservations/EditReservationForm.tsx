// Staff change a reservation's details (the fields are StopFields, shared with the phone booking):
// the server is asked whether the changed stop still fits — this reservation's own seats do not
// count, and no lead time applies. Only what changed is sent, with the version the person started from.
import { useMemo, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { Problem } from '../../components/forms/problems.ts';
import { guestsProblem, seatReservationRequired } from '../../../graph/domain/reservation-rules.ts';
import { Alert } from '../../components/Notice.tsx';
import type { Snapshot } from './changes.ts';
import { Differences } from './Differences.tsx';
import {
  availabilityQuestion,
  changesOf,
  draftFieldOf,
  draftFrom,
  hasChanges,
  parseGuests,
  readSuggestions,
  TEXT_LIMITS,
  validateDraft,
  type Draft,
  type DraftField,
  type Suggestion,
} from './editForm.ts';
import type { StopType } from './filters.ts';
import { problemMessage } from './messages.ts';
import { parseTime, withTime } from './slots.ts';
import { FieldError, Group, StopFields, useStopAvailability } from './StopFields.tsx';
import { useArrivalTimes } from '../../components/reservation/useDayOutlook.ts';
import { parseLocalDate } from '../../../graph/domain/local-time.ts';
import type { Outcome } from './useReservationActions.ts';
import type { EditReservationForm_reservation$key } from './__generated__/EditReservationForm_reservation.graphql';
import type { EditReservationFormRulesQuery } from './__generated__/EditReservationFormRulesQuery.graphql';

const fragment = graphql`
  fragment EditReservationForm_reservation on Reservation {
    id
    orderNumber
    type
    guests
    coaches
    seatReservation
    arrivalDay
    arrivalLocalTime
    durationMinutes
    responsibleFirstName
    responsibleLastName
    wishes
  }
`;

const rulesQuery = graphql`
  query EditReservationFormRulesQuery {
    reservationRules {
      today
      stops {
        type
        durationMinutes
      }
    }
  }
`;

export interface EditConflict {
  problem: Problem;
  /** How it was when the form opened, and how it is now. */
  before: Snapshot;
  after: Snapshot;
}

interface EditReservationFormProps {
  reservation: EditReservationForm_reservation$key;
  /** The version the form started from (sent as expectedVersion). */
  version: number;
  busy: boolean;
  conflict: EditConflict | null;
  onSubmit(changes: ReturnType<typeof changesOf>, note: string): Promise<Outcome<unknown>>;
  onCancel(): void;
}

export function EditReservationForm(props: EditReservationFormProps) {
  const r = useFragment(fragment, props.reservation);
  const rules = useLazyLoadQuery<EditReservationFormRulesQuery>(rulesQuery, {}, { fetchPolicy: 'store-or-network' }).reservationRules;
  const editable = useMemo(
    () => ({
      id: r.id,
      type: r.type as StopType,
      guests: r.guests,
      coaches: r.coaches,
      seatReservation: r.seatReservation,
      arrivalDay: r.arrivalDay,
      arrivalLocalTime: r.arrivalLocalTime,
      responsibleFirstName: r.responsibleFirstName ?? null,
      responsibleLastName: r.responsibleLastName ?? null,
      wishes: r.wishes ?? null,
    }),
    [r],
  );
  const [draft, setDraft] = useState<Draft>(() => draftFrom(editable));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);

  /** Applies a change to the draft and forgets what was said about the fields it affects. */
  const change = (patch: (d: Draft) => Partial<Draft>, affected: DraftField[]) => {
    setDraft((d) => ({ ...d, ...patch(d) }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(affected.map((field) => [field, undefined])) }));
    setProblem(null);
    setSuggestions([]);
  };
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    change(() => ({ [field]: value }), field === 'arrivalDate' ? [field, 'arrivalTime'] : [field]);
  /** Another stop type; a long stop always reserves seats (and its stay must fit other times). */
  const setType = (type: StopType) =>
    change((d) => ({ type, seatReservation: seatReservationRequired(type) ? true : d.seatReservation }), ['type', 'seatReservation', 'arrivalTime']);
  // The stay: the booked one, or the current one of another type (said next to the type choice).
  const durationMinutes = draft.type === editable.type ? r.durationMinutes : (rules.stops.find((s) => s.type === draft.type)?.durationMinutes ?? r.durationMinutes);

  // The chosen day's arrival times as the server states them for this edit (opening hours, the
  // slot grid, clock changes; this reservation's own seats free, no lead time). While the guest
  // count is being typed, the booked one stands in: the grid does not depend on it.
  const typedGuests = parseGuests(draft.guests);
  const times = useArrivalTimes(
    {
      type: draft.type,
      guests: typedGuests !== null && !guestsProblem(typedGuests) ? typedGuests : r.guests,
      seatReservation: draft.seatReservation,
      reservationId: r.id,
    },
    parseLocalDate(draft.arrivalDate),
  );
  // The reservation's own time stays on offer on its own day (it may be off today's grid).
  const slots = useMemo(() => {
    const grid = (times ?? []).map((t) => parseTime(t.time)).filter((minute): minute is number => minute !== null);
    return draft.arrivalDate === r.arrivalDay ? withTime(grid, parseTime(r.arrivalLocalTime)) : grid;
  }, [times, draft.arrivalDate, r.arrivalDay, r.arrivalLocalTime]);

  const question = availabilityQuestion(draft, editable);
  const availability = useStopAvailability(question);

  const pickSuggestion = (s: Suggestion) => {
    setDraft((d) => ({ ...d, arrivalDate: s.arrivalDate, arrivalTime: s.arrivalTime }));
    setErrors((e) => ({ ...e, arrivalDate: undefined, arrivalTime: undefined }));
    setSuggestions([]);
    setProblem(null);
  };

  const changed = hasChanges(draft, editable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const found = validateDraft(draft);
    setErrors(found);
    const first = (Object.keys(found) as DraftField[])[0];
    if (first) {
      document.getElementById(fid(first === 'arrivalTime' ? 'time' : first))?.focus();
      return;
    }
    if (!changed) return;
    const outcome = await props.onSubmit(changesOf(draft, editable), draft.note);
    if (outcome.ok) return;
    setProblem(outcome.problem);
    if (outcome.problem.code === 'VALIDATION') {
      const mapped: Partial<Record<DraftField, string>> = {};
      for (const [field, code] of Object.entries(outcome.problem.fields)) {
        const target = draftFieldOf(field);
        if (target) mapped[target] = code;
      }
      setErrors(mapped);
    }
    if (outcome.problem.code === 'NO_LONGER_AVAILABLE') setSuggestions(readSuggestions(outcome.error));
    formRef.current?.querySelector<HTMLElement>('.order-edit__problem')?.focus();
  };

  return (
    <form ref={formRef} className="order-edit" noValidate onSubmit={(event) => void submit(event)} aria-busy={props.busy || undefined}>
      {props.conflict && (
        <Alert tone="warning">
          <p>
            <FormattedMessage {...problemMessage(props.conflict.problem)} values={{ order: r.orderNumber }} />
          </p>
          <Differences before={props.conflict.before} after={props.conflict.after} />
          <p>
            <FormattedMessage id="orders.edit.conflictHint" />
          </p>
        </Alert>
      )}

      <StopFields
        draft={draft}
        errors={errors}
        fid={fid}
        today={rules.today}
        slots={slots}
        availability={availability}
        asked={question !== null}
        suggestions={suggestions}
        baseGuests={editable.guests}
        typeHint={draft.type !== editable.type ? <FormattedMessage id="orders.edit.typeHint" values={{ minutes: durationMinutes }} /> : undefined}
        onSet={set}
        onType={setType}
        onSuggestion={pickSuggestion}
      />

      <Group
        label={
          <>
            <FormattedMessage id="orders.note.edit" />{' '}
            <span className="field__optional">
              <FormattedMessage id="form.optional" />
            </span>
          </>
        }
        htmlFor={fid('note')}
        hint={<FormattedMessage id="orders.note.editHint" />}
        invalid={!!errors.note}
        error={<FieldError id={fid('note-error')} code={errors.note} values={{ max: TEXT_LIMITS.note }} />}
      >
        <textarea id={fid('note')} className="field__input" rows={2} value={draft.note} onChange={(event) => set('note', event.target.value)} />
      </Group>

      {problem && problem.code !== 'RESERVATION_CHANGED' && (
        <div className="order-edit__problem" tabIndex={-1}>
          <Alert tone="danger">
            <FormattedMessage {...problemMessage(problem)} values={{ order: r.orderNumber }} />
          </Alert>
        </div>
      )}

      <div className="order-edit__actions">
        <button type="button" className="btn btn--ghost btn--large" onClick={props.onCancel} disabled={props.busy}>
          <FormattedMessage id="orders.edit.cancel" />
        </button>
        <button type="submit" className="btn btn--primary btn--large" disabled={props.busy || !changed} aria-busy={props.busy || undefined}>
          {props.busy && <span className="btn__spinner" aria-hidden="true" />}
          <FormattedMessage id="orders.edit.save" />
        </button>
      </div>
      {!changed && (
        <p className="order-edit__unchanged">
          <FormattedMessage id="orders.edit.unchanged" />
        </p>
      )}
    </form>
  );
}
