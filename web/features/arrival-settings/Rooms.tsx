// Rooms on the Arrivals page: name in English and Slovenian, seats, the season it is open, open or
// closed, and its place in the list. Rooms are never deleted (bookings keep their places): a room
// no longer used is closed.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { CheckboxField, FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { readProblem } from '../../components/forms/problems.ts';
import type { Text } from '../../components/forms/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import { ARRIVAL_LIMITS, roomFieldProblems, type RoomField } from '../../../graph/domain/arrival-capacity/config.ts';
import { arrivalProblem, fieldProblem, monthDay, NOT_A_NUMBER, readWhole, splitMonthDay } from './arrivalForm.ts';
import { ALL_YEAR, SeasonFields, useSeasonLabel, type SeasonDraft } from './SeasonFields.tsx';
import { useArrivalMutation } from './useArrivalMutation.ts';
import { arrivalText } from './messages.ts';
import type { Rooms_settings$data, Rooms_settings$key } from './__generated__/Rooms_settings.graphql';
import type { RoomsCreateMutation } from './__generated__/RoomsCreateMutation.graphql';
import type { RoomsUpdateMutation } from './__generated__/RoomsUpdateMutation.graphql';

const createMutation = graphql`
  mutation RoomsCreateMutation($input: CreateRoomInput!) {
    createRoom(input: $input) {
      arrivalSettings {
        ...ArrivalSettingsPage_sections
      }
    }
  }
`;
const updateMutation = graphql`
  mutation RoomsUpdateMutation($input: UpdateRoomInput!) {
    updateRoom(input: $input) {
      arrivalSettings {
        ...ArrivalSettingsPage_sections
      }
    }
  }
`;

type Room = Rooms_settings$data['rooms'][number];

interface Draft {
  nameEn: string;
  nameSl: string;
  seats: string;
  position: string;
  active: boolean;
  season: SeasonDraft;
}

function draftOf(room: Room | null, nextPosition: number): Draft {
  if (!room) return { nameEn: '', nameSl: '', seats: '', position: String(nextPosition), active: true, season: ALL_YEAR };
  const start = splitMonthDay(room.seasonStart);
  const end = splitMonthDay(room.seasonEnd);
  return {
    nameEn: room.nameEn,
    nameSl: room.nameSl,
    seats: String(room.seats),
    position: String(room.position),
    active: room.active,
    season: { startMonth: start.month, startDay: start.day, endMonth: end.month, endDay: end.day },
  };
}

const ORDER: RoomField[] = ['nameEn', 'nameSl', 'seats', 'seasonStart', 'seasonEnd', 'position'];

function RoomForm(props: { room: Room | null; nextPosition: number; onDone(): void }) {
  const intl = useIntl();
  const idBase = useId();
  const [create, creating] = useArrivalMutation<RoomsCreateMutation>(createMutation, 'createRoom');
  const [update, updating] = useArrivalMutation<RoomsUpdateMutation>(updateMutation, 'updateRoom');
  const busy = creating || updating;
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.room, props.nextPosition));
  const [errors, setErrors] = useState<Partial<Record<RoomField, string>>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const fieldId = (field: RoomField) => (field === 'seasonStart' || field === 'seasonEnd' ? `${idBase}-season-${field}` : `${idBase}-${field}`);
  const set = (change: Partial<Draft>, fields: RoomField[]) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const seats = readWhole(draft.seats);
    const position = readWhole(draft.position);
    const input = {
      nameEn: draft.nameEn.trim(),
      nameSl: draft.nameSl.trim(),
      seats: seats ?? 0,
      seasonStart: monthDay(draft.season.startMonth, draft.season.startDay),
      seasonEnd: monthDay(draft.season.endMonth, draft.season.endDay),
      position: position ?? 0,
      active: draft.active,
    };
    const found: Partial<Record<RoomField, string>> = roomFieldProblems({ ...input, season: { start: input.seasonStart, end: input.seasonEnd } });
    if (!input.nameEn) found.nameEn = 'REQUIRED';
    if (!input.nameSl) found.nameSl = 'REQUIRED';
    if (seats === null) found.seats = 'REQUIRED';
    else if (Number.isNaN(seats)) found.seats = NOT_A_NUMBER;
    if (position === null) found.position = 'REQUIRED';
    else if (Number.isNaN(position)) found.position = NOT_A_NUMBER;
    if (Boolean(draft.season.startMonth) !== Boolean(draft.season.startDay)) found.seasonStart = 'SEASON_INVALID';
    if (Boolean(draft.season.endMonth) !== Boolean(draft.season.endDay)) found.seasonEnd = 'SEASON_INVALID';
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) return focusField(fieldId(first));
    try {
      if (props.room) await update({ input: { id: props.room.id, ...input } });
      else await create({ input });
      toasts.show(arrivalText.roomSaved);
      props.onDone();
    } catch (caught) {
      const server = readProblem(caught);
      const fields = Object.fromEntries(ORDER.filter((f) => server.fields[f]).map((f) => [f, server.fields[f]]));
      setErrors(fields);
      const firstServer = ORDER.find((f) => fields[f]);
      if (firstServer) focusField(fieldId(firstServer));
      else setProblem({ descriptor: arrivalProblem(server.code) ?? staffProblemMessage(server) });
    }
  }

  return (
    <form className="arrivals-editor" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby={`${idBase}-title`}>
      <h4 id={`${idBase}-title`} className="arrivals-editor__title">
        <FormattedMessage id={props.room ? 'arrivals.rooms.editTitle' : 'arrivals.rooms.addTitle'} />
      </h4>
      <div className="settings-grid">
        <TextField
          id={fieldId('nameEn')}
          label={<FormattedMessage id="arrivals.rooms.nameEn" />}
          value={draft.nameEn}
          onChange={(nameEn) => set({ nameEn }, ['nameEn'])}
          error={fieldProblem('nameEn', errors.nameEn)}
          maxLength={ARRIVAL_LIMITS.roomName}
          autoComplete="off"
        />
        <TextField
          id={fieldId('nameSl')}
          label={<FormattedMessage id="arrivals.rooms.nameSl" />}
          value={draft.nameSl}
          onChange={(nameSl) => set({ nameSl }, ['nameSl'])}
          error={fieldProblem('nameSl', errors.nameSl)}
          maxLength={ARRIVAL_LIMITS.roomName}
          autoComplete="off"
        />
        <TextField
          id={fieldId('seats')}
          label={<FormattedMessage id="arrivals.rooms.seats" />}
          hint={<FormattedMessage id="arrivals.rooms.seatsHint" />}
          value={draft.seats}
          onChange={(seats) => set({ seats }, ['seats'])}
          error={fieldProblem('seats', errors.seats)}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          id={fieldId('position')}
          label={<FormattedMessage id="arrivals.rooms.position" />}
          hint={<FormattedMessage id="arrivals.rooms.positionHint" />}
          value={draft.position}
          onChange={(position) => set({ position }, ['position'])}
          error={fieldProblem('position', errors.position)}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <SeasonFields
        idBase={`${idBase}-season`}
        value={draft.season}
        error={fieldProblem('season', errors.seasonStart ?? errors.seasonEnd)}
        hint={intl.formatMessage({ id: 'arrivals.rooms.seasonHint' })}
        onChange={(season) => set({ season }, ['seasonStart', 'seasonEnd'])}
      />
      <CheckboxField id={`${idBase}-active`} checked={draft.active} onChange={(active) => set({ active }, [])} label={<FormattedMessage id="arrivals.rooms.open" />} />
      <FormMessage tone="danger" text={problem} />
      <div className="settings-block__actions">
        <button type="button" className="btn btn--ghost" onClick={props.onDone}>
          <FormattedMessage id="arrivals.cancel" />
        </button>
        <SubmitButton busy={busy} wide={false}>
          <FormattedMessage id={props.room ? 'arrivals.rooms.save' : 'arrivals.rooms.add'} />
        </SubmitButton>
      </div>
    </form>
  );
}

export function Rooms(props: { settings: Rooms_settings$key }) {
  const intl = useIntl();
  const idBase = useId();
  const { rooms } = useFragment(
    graphql`
      fragment Rooms_settings on ArrivalSettings {
        rooms {
          id
          name
          nameEn
          nameSl
          seats
          position
          active
          seasonStart
          seasonEnd
        }
      }
    `,
    props.settings,
  );
  const seasonLabel = useSeasonLabel();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const nextPosition = rooms.reduce((max, room) => Math.max(max, room.position + 1), 0);
  return (
    <div className="settings-block" role="group" aria-labelledby={`${idBase}-title`}>
      <h3 id={`${idBase}-title`} className="settings-block__title">
        <FormattedMessage id="arrivals.rooms.title" />
      </h3>
      <p className="settings-block__help">
        <FormattedMessage id="arrivals.rooms.help" />
      </p>
      {rooms.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="arrivals.rooms.none" />
        </p>
      ) : (
        <ul className="arrivals-list" aria-label={intl.formatMessage({ id: 'arrivals.rooms.title' })}>
          {rooms.map((room) => (
            <li key={room.id} className={`arrivals-list__item${room.active ? '' : ' arrivals-list__item--closed'}${editing === room.id ? ' arrivals-list__item--current' : ''}`}>
              <div className="arrivals-list__main">
                <strong>
                  {room.name}{' '}
                  <span className={`tag ${room.active ? 'tag--ok' : 'tag--muted'}`}>
                    <FormattedMessage id={room.active ? 'arrivals.rooms.openTag' : 'arrivals.rooms.closedTag'} />
                  </span>
                </strong>
                <span className="arrivals-list__limits">
                  <FormattedMessage id="arrivals.rooms.seatsCount" values={{ count: room.seats }} />
                </span>
                <span className="muted">
                  {seasonLabel(room.seasonStart, room.seasonEnd)}
                  {' · '}
                  <FormattedMessage id="arrivals.rooms.positionValue" values={{ position: room.position }} />
                </span>
              </div>
              <div className="arrivals-list__actions">
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(room.id)}>
                  <FormattedMessage id="arrivals.edit" />
                  <span className="visually-hidden">: {room.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <RoomForm key={editing} room={rooms.find((r) => r.id === editing) ?? null} nextPosition={nextPosition} onDone={() => setEditing(null)} />
      ) : (
        <div className="settings-block__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setEditing('new')}>
            <FormattedMessage id="arrivals.rooms.addButton" />
          </button>
        </div>
      )}
    </div>
  );
}
