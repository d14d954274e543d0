// Which rooms can be joined for a large group, on the Arrivals page: each joined set is a group of
// checkboxes, one per room; the sets are saved together (setRoomCombinations replaces them all).
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { FormMessage, SubmitButton, focusField } from '../../components/forms/Field.tsx';
import { readProblem } from '../../components/forms/problems.ts';
import type { Text } from '../../components/forms/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { ARRIVAL_LIMITS, combinationsProblems } from '../../../graph/domain/arrival-capacity/config.ts';
import { arrivalProblem, fieldProblem } from './arrivalForm.ts';
import { useArrivalMutation } from './useArrivalMutation.ts';
import { arrivalText } from './messages.ts';
import type { RoomCombinations_settings$key } from './__generated__/RoomCombinations_settings.graphql';
import type { RoomCombinationsMutation } from './__generated__/RoomCombinationsMutation.graphql';

const mutation = graphql`
  mutation RoomCombinationsMutation($input: SetRoomCombinationsInput!) {
    setRoomCombinations(input: $input) {
      arrivalSettings {
        ...ArrivalSettingsPage_sections
      }
    }
  }
`;

export function RoomCombinations(props: { settings: RoomCombinations_settings$key }) {
  const intl = useIntl();
  const idBase = useId();
  const { rooms, roomCombinations } = useFragment(
    graphql`
      fragment RoomCombinations_settings on ArrivalSettings {
        rooms {
          id
          name
          seats
          active
        }
        roomCombinations {
          rooms {
            id
          }
        }
      }
    `,
    props.settings,
  );
  const saved = roomCombinations.map((c) => c.rooms.map((r) => r.id));
  const [sets, setSets] = useState<string[][]>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [save, busy] = useArrivalMutation<RoomCombinationsMutation>(mutation, 'setRoomCombinations');
  const changed = JSON.stringify(sets.map((s) => [...s].sort())) !== JSON.stringify(saved.map((s) => [...s].sort()));
  const seatsOf = (set: string[]) => rooms.filter((r) => set.includes(r.id)).reduce((sum, r) => sum + r.seats, 0);
  const key = (index: number) => `combination${index + 1}`;

  const toggle = (index: number, roomId: string, on: boolean) => {
    setSets((current) => current.map((set, i) => (i !== index ? set : on ? [...set, roomId] : set.filter((id) => id !== roomId))));
    setErrors((e) => ({ ...e, [key(index)]: '' }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    // Rooms keep their list order inside a set.
    const ordered = sets.map((set) => rooms.map((r) => r.id).filter((id) => set.includes(id)));
    const found = combinationsProblems(ordered, new Set(rooms.map((r) => r.id)));
    setErrors(found);
    const first = ordered.findIndex((_, i) => found[key(i)]);
    if (first >= 0) return focusField(`${idBase}-${first}-0`);
    try {
      await save({ input: { combinations: ordered.map((roomIds) => ({ roomIds })) } });
      toasts.show(arrivalText.setsSaved);
    } catch (caught) {
      const server = readProblem(caught);
      setErrors(server.fields);
      const firstServer = ordered.findIndex((_, i) => server.fields[key(i)]);
      if (firstServer >= 0) focusField(`${idBase}-${firstServer}-0`);
      else setProblem({ descriptor: arrivalProblem(server.code) ?? staffProblemMessage(server) });
    }
  }

  return (
    <form className="settings-block" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby={`${idBase}-title`}>
      <h3 id={`${idBase}-title`} className="settings-block__title">
        <FormattedMessage id="arrivals.sets.title" />
      </h3>
      <p className="settings-block__help">
        <FormattedMessage id="arrivals.sets.help" />
      </p>
      {rooms.length < 2 ? (
        <p className="muted">
          <FormattedMessage id="arrivals.sets.needRooms" />
        </p>
      ) : (
        <>
          {sets.length === 0 && (
            <p className="muted">
              <FormattedMessage id="arrivals.sets.none" />
            </p>
          )}
          {sets.map((set, index) => {
            const error = fieldProblem(key(index), errors[key(index)] || undefined);
            return (
              <fieldset key={index} className={`arrivals-set${error ? ' arrivals-set--invalid' : ''}`}>
                <legend className="arrivals-set__legend">
                  <FormattedMessage id="arrivals.sets.setTitle" values={{ number: index + 1, seats: seatsOf(set) }} />
                </legend>
                <div className="arrivals-chips__list">
                  {rooms.map((room, roomIndex) => (
                    <label key={room.id} className="arrivals-chip">
                      <input id={`${idBase}-${index}-${roomIndex}`} type="checkbox" checked={set.includes(room.id)} onChange={(event) => toggle(index, room.id, event.target.checked)} />
                      <span>
                        {room.name}
                        {!room.active && <span className="visually-hidden"> ({intl.formatMessage({ id: 'arrivals.rooms.closedTag' })})</span>}
                      </span>
                    </label>
                  ))}
                </div>
                {error && (
                  <p className="field__error">
                    <FormattedMessage {...error.descriptor} values={error.values} />
                  </p>
                )}
                <button
                  type="button"
                  className="btn btn--danger-ghost btn--small arrivals-set__remove"
                  onClick={() => {
                    setSets((current) => current.filter((_, i) => i !== index));
                    setErrors({});
                  }}
                >
                  <FormattedMessage id="arrivals.sets.remove" values={{ number: index + 1 }} />
                </button>
              </fieldset>
            );
          })}
          <FormMessage tone="danger" text={problem} />
          <div className="settings-block__actions">
            <button type="button" className="btn btn--ghost" disabled={sets.length >= ARRIVAL_LIMITS.combinations} onClick={() => setSets((current) => [...current, []])}>
              <FormattedMessage id="arrivals.sets.add" />
            </button>
            <SubmitButton busy={busy} wide={false} disabled={!changed}>
              <FormattedMessage id="arrivals.sets.save" />
            </SubmitButton>
          </div>
        </>
      )}
    </form>
  );
}
