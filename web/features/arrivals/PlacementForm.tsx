// Staff move a group to another room or set of joined rooms, or its coaches to other bays, from the
// order panel's Arrival section. The server judges it against the day (seats free in the rooms for
// the stay, bays free for the stay and turnaround) and says why not; the section updates from the
// answer and the live event.
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { readProblem } from '../../components/forms/problems.ts';
import type { PlacementFormMutation } from './__generated__/PlacementFormMutation.graphql';
import type { PlacementFormSettingsQuery } from './__generated__/PlacementFormSettingsQuery.graphql';

const settingsQuery = graphql`
  query PlacementFormSettingsQuery {
    arrivalSettings {
      coachBays
      rooms {
        id
        name
        seats
        active
      }
      roomCombinations {
        seats
        rooms {
          id
          name
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation PlacementFormMutation($input: ChangeReservationPlacementInput!) {
    changeReservationPlacement(input: $input) {
      reservation {
        id
        version
        bays
        rooms {
          name
          seats
          room {
            id
          }
        }
      }
    }
  }
`;

export interface PlacementSubject {
  id: string;
  version: number;
  coaches: number;
  seatReservation: boolean;
  roomIds: readonly string[];
  bays: readonly number[];
}

const PROBLEM_IDS: Record<string, string> = {
  ROOM_NOT_AVAILABLE: 'arrivals.place.roomNotAvailable',
  BAY_NOT_AVAILABLE: 'arrivals.place.bayNotAvailable',
  RESERVATION_CHANGED: 'arrivals.place.changed',
};

const key = (ids: readonly string[]) => [...ids].sort().join(',');

function Fields(props: { subject: PlacementSubject; onDone(): void }) {
  const intl = useIntl();
  const { arrivalSettings: settings } = useLazyLoadQuery<PlacementFormSettingsQuery>(settingsQuery, {}, { fetchPolicy: 'store-and-network' });
  const [commit, busy] = useMutation<PlacementFormMutation>(mutation);
  const { subject } = props;
  const [rooms, setRooms] = useState(key(subject.roomIds));
  const [bays, setBays] = useState<number[]>(() => Array.from({ length: subject.coaches }, (_, i) => subject.bays[i] ?? 0));
  const [problem, setProblem] = useState<string | null>(null);
  const roomChoices = [
    ...settings.rooms.filter((room) => room.active).map((room) => ({ value: room.id, label: intl.formatMessage({ id: 'arrivals.room' }, { name: room.name, seats: room.seats }) })),
    ...settings.roomCombinations.map((set) => ({
      value: key(set.rooms.map((room) => room.id)),
      label: `${set.rooms.map((room) => room.name).join(' + ')} (${intl.formatMessage({ id: 'arrivals.place.seats' }, { seats: set.seats })})`,
    })),
  ];
  const manageRooms = subject.seatReservation && roomChoices.length > 0;
  const manageBays = settings.coachBays > 0;
  const roomsChanged = manageRooms && rooms !== '' && rooms !== key(subject.roomIds);
  const baysChanged = manageBays && bays.every((bay) => bay > 0) && bays.join(',') !== subject.bays.join(',');

  const save = () => {
    setProblem(null);
    commit({
      variables: {
        input: {
          reservationId: subject.id,
          expectedVersion: subject.version,
          ...(roomsChanged ? { roomIds: rooms.split(',') } : {}),
          ...(baysChanged ? { bays } : {}),
        },
      },
      onCompleted: (_answer, errors) => {
        if (errors?.length) setProblem(readProblem({ errors }).code);
        else props.onDone();
      },
      onError: (error) => setProblem(readProblem(error).code),
    });
  };

  if (!manageRooms && !manageBays) {
    return (
      <p className="field__hint">
        <FormattedMessage id="arrivals.place.nothing" />
      </p>
    );
  }
  return (
    <form
      className="placement-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {manageRooms && (
        <label className="field">
          <span className="field__label">
            <FormattedMessage id="arrivals.place.rooms" />
          </span>
          <select className="field__input" value={rooms} onChange={(event) => setRooms(event.target.value)} data-testid="placement-rooms">
            {rooms === '' && <option value="">—</option>}
            {roomChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {manageBays &&
        bays.map((bay, i) => (
          <label key={i} className="field">
            <span className="field__label">
              <FormattedMessage id="arrivals.place.bay" values={{ coach: i + 1 }} />
            </span>
            <select
              className="field__input"
              value={bay}
              onChange={(event) => setBays((list) => list.map((b, j) => (j === i ? Number(event.target.value) : b)))}
              data-testid={`placement-bay-${i + 1}`}
            >
              {bay === 0 && <option value={0}>—</option>}
              {Array.from({ length: settings.coachBays }, (_, n) => n + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      {problem && (
        <p className="field__error" role="alert">
          <FormattedMessage id={PROBLEM_IDS[problem] ?? 'arrivals.place.failed'} />
        </p>
      )}
      <div className="placement-form__actions">
        <button type="button" className="btn btn--small" onClick={props.onDone}>
          <FormattedMessage id="arrivals.place.cancel" />
        </button>
        <button type="submit" className="btn btn--small btn--primary" disabled={busy || (!roomsChanged && !baysChanged)}>
          <FormattedMessage id="arrivals.place.save" />
        </button>
      </div>
    </form>
  );
}

export function PlacementForm(props: { subject: PlacementSubject; onDone(): void }) {
  return (
    <Suspense
      fallback={
        <p className="field__hint">
          <FormattedMessage id="arrivals.place.loading" />
        </p>
      }
    >
      <Fields {...props} />
    </Suspense>
  );
}
