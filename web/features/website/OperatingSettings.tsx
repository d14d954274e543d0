// The manager's operating settings on /adminis/website/other: seat capacity, how long short and
// long stops hold their seats, the arrival-time grid, the weekly opening hours and closed days.
// Each part saves on its own (they are separate API calls); changes apply to new bookings, and the
// answers point at days that now need a look (over capacity, or closed with bookings on them).
import '../staff/staff-page.css';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldText, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { Alert } from '../../components/Notice.tsx';
import { formatTime } from '../../components/pickers/slots.ts';
import { isDay, todayIn } from '../staff/dateRange.ts';
import {
  dayProblem,
  LIMITS,
  readWhole,
  SETTINGS_FIELDS,
  settingsProblems,
  SLOT_CHOICES,
  weekForApi,
  weekFrom,
  type DayForm,
  type SettingsField,
} from './operatingRules.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import '../../components/forms/forms.css';
import '../staff/tag.css';
import './panel.css';
import './OperatingSettings.css';
import type { OperatingSettingsClosedDayMutation } from './__generated__/OperatingSettingsClosedDayMutation.graphql';
import type { OperatingSettingsHoursMutation } from './__generated__/OperatingSettingsHoursMutation.graphql';
import type { OperatingSettingsReopenMutation } from './__generated__/OperatingSettingsReopenMutation.graphql';
import type { OperatingSettingsSaveMutation } from './__generated__/OperatingSettingsSaveMutation.graphql';
import type { OperatingSettings_query$data, OperatingSettings_query$key } from './__generated__/OperatingSettings_query.graphql';
import { CLOSED_DAY_REASON_MAX_LENGTH } from '../../../graph/domain/content-rules.ts';
import { ReconfirmationSettings } from '../reconfirm/ReconfirmationSettings.tsx';

/** Every quarter hour of the day, 'HH:MM'. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, i) => formatTime(i * 15));

/**
 * An opening or closing time on the 24-hour clock in every language (a time input follows the
 * browser's own clock, "12:00 AM" beside hints that say 00:00). A time off the quarter-hour grid,
 * saved earlier, stays choosable.
 */
function TimeSelect(props: { id: string; value: string; invalid: boolean; onChange(value: string): void }) {
  const choices = QUARTER_HOURS.includes(props.value) || !props.value ? QUARTER_HOURS : [...QUARTER_HOURS, props.value].sort();
  return (
    <select id={props.id} className="field__input hours__time" value={props.value} aria-invalid={props.invalid || undefined} onChange={(event) => props.onChange(event.target.value)}>
      {choices.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

// The settings, the week and the closed days are not nodes (there is one of each), so after a save
// the panel reads them again (`onSaved`) rather than patching the store by hand.
const saveMutation = graphql`
  mutation OperatingSettingsSaveMutation($input: UpdateOperatingSettingsInput!) {
    updateOperatingSettings(input: $input) {
      overbookedDays
    }
  }
`;

const hoursMutation = graphql`
  mutation OperatingSettingsHoursMutation($input: SetOpeningHoursInput!) {
    setOpeningHours(input: $input) {
      openingHours {
        weekday
      }
    }
  }
`;

const closedDayMutation = graphql`
  mutation OperatingSettingsClosedDayMutation($input: SetClosedDayInput!) {
    setClosedDay(input: $input) {
      openReservations
    }
  }
`;

const reopenMutation = graphql`
  mutation OperatingSettingsReopenMutation($input: RemoveClosedDayInput!) {
    removeClosedDay(input: $input) {
      reopenedDate
    }
  }
`;

const text = defineMessages({
  saved: { id: 'staff.settings.saved' },
  hoursSaved: { id: 'staff.settings.hoursSaved' },
  dayClosed: { id: 'staff.settings.dayClosed' },
  dayReopened: { id: 'staff.settings.dayReopened' },
  outOfRange: { id: 'staff.settings.outOfRange' },
  notOnGrid: { id: 'staff.settings.notOnGrid' },
  slotNotOnGrid: { id: 'staff.settings.slotNotOnGrid' },
  invalidHours: { id: 'staff.settings.invalidHours' },
  invalidDate: { id: 'staff.settings.invalidDate' },
  pastDate: { id: 'staff.settings.pastDate' },
  closedWithBookings: { id: 'staff.settings.closedWithBookings' },
  seatCapacity: { id: 'staff.settings.seatCapacity' },
  shortStopMinutes: { id: 'staff.settings.shortStopMinutes' },
  longStopMinutes: { id: 'staff.settings.longStopMinutes' },
  slotMinutes: { id: 'staff.settings.slotMinutes' },
});

type Data = OperatingSettings_query$data;

// ————— capacity, durations, grid —————

function SettingsForm(props: { settings: Data['operatingSettings']; onSaved(): void }) {
  const intl = useIntl();
  const idBase = useId();
  const ids = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, `${idBase}-${f}`])) as Record<SettingsField, string>;
  const [commit, busy] = useMutation<OperatingSettingsSaveMutation>(saveMutation);
  const initial = {
    seatCapacity: String(props.settings.seatCapacity),
    shortStopMinutes: String(props.settings.shortStopMinutes),
    longStopMinutes: String(props.settings.longStopMinutes),
    slotMinutes: String(props.settings.slotMinutes),
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [overbooked, setOverbooked] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const numbers = {
    seatCapacity: readWhole(values.seatCapacity),
    shortStopMinutes: readWhole(values.shortStopMinutes),
    longStopMinutes: readWhole(values.longStopMinutes),
    slotMinutes: readWhole(values.slotMinutes),
  };
  const changed = SETTINGS_FIELDS.some((f) => numbers[f] !== props.settings[f]);

  const message = (field: SettingsField): Text | null => {
    const code = errors[field];
    if (!code) return null;
    if (code === 'REQUIRED') return { descriptor: fieldText.required };
    if (code === 'NOT_ON_GRID') return field === 'slotMinutes' ? { descriptor: text.slotNotOnGrid } : { descriptor: text.notOnGrid, values: { slot: numbers.slotMinutes ?? 0 } };
    if (code === 'OUT_OF_RANGE' && field !== 'slotMinutes') return { descriptor: text.outOfRange, values: LIMITS[field] };
    return { descriptor: fieldText.invalid };
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setOverbooked(null);
    const found = settingsProblems(numbers);
    setErrors(found);
    const first = SETTINGS_FIELDS.find((f) => found[f]);
    if (first) {
      focusField(ids[first]);
      return;
    }
    try {
      const data = await commitAsync(commit, {
        input: {
          seatCapacity: numbers.seatCapacity!,
          shortStopMinutes: numbers.shortStopMinutes!,
          longStopMinutes: numbers.longStopMinutes!,
          slotMinutes: numbers.slotMinutes!,
        },
      });
      setOverbooked([...data.updateOperatingSettings.overbookedDays]);
      toasts.show(text.saved);
      props.onSaved();
    } catch (caught) {
      const server = readProblem(caught);
      const fields: Partial<Record<SettingsField, string>> = {};
      for (const f of SETTINGS_FIELDS) if (server.fields[f]) fields[f] = server.fields[f];
      setErrors(fields);
      const firstServer = SETTINGS_FIELDS.find((f) => fields[f]);
      if (firstServer) focusField(ids[firstServer]);
      else setProblem({ descriptor: staffProblemMessage(server) });
    }
  }

  const set = (field: SettingsField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form className="settings-block" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby={`${idBase}-title`}>
      <h3 id={`${idBase}-title`} className="settings-block__title">
        <FormattedMessage id="staff.settings.capacityTitle" />
      </h3>
      <div className="settings-grid">
        {(['seatCapacity', 'shortStopMinutes', 'longStopMinutes'] as const).map((field) => (
          <TextField
            key={field}
            id={ids[field]}
            label={<FormattedMessage {...text[field]} />}
            hint={<FormattedMessage id={field === 'seatCapacity' ? 'staff.settings.seatsHint' : 'staff.settings.minutesHint'} values={LIMITS[field]} />}
            value={values[field]}
            onChange={set(field)}
            error={message(field)}
            inputMode="text"
            autoComplete="off"
            addon={
              <span className="unit-suffix" aria-hidden="true">
                {field === 'seatCapacity' ? intl.formatMessage({ id: 'staff.settings.seatsUnit' }) : intl.formatMessage({ id: 'staff.settings.minutesUnit' })}
              </span>
            }
          />
        ))}
        <div className={`field${errors.slotMinutes ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.slotMinutes}>
            <FormattedMessage {...text.slotMinutes} />
          </label>
          <p className="field__hint" id={`${ids.slotMinutes}-hint`}>
            <FormattedMessage id="staff.settings.slotHint" />
          </p>
          <select id={ids.slotMinutes} className="field__input" value={values.slotMinutes} onChange={(event) => set('slotMinutes')(event.target.value)} aria-describedby={`${ids.slotMinutes}-hint`}>
            {SLOT_CHOICES.map((choice) => (
              <option key={choice} value={String(choice)}>
                {intl.formatMessage({ id: 'staff.rules.minutes' }, { count: choice })}
              </option>
            ))}
          </select>
          {message('slotMinutes') && (
            <p className="field__error">
              <FormattedMessage {...message('slotMinutes')!.descriptor} values={message('slotMinutes')!.values} />
            </p>
          )}
        </div>
      </div>
      {overbooked && overbooked.length > 0 && (
        <Alert tone="warning">
          <FormattedMessage
            id="staff.settings.overbooked"
            values={{
              count: overbooked.length,
              days: overbooked.map((d) => intl.formatDate(`${d}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' })).join(', '),
            }}
          />
        </Alert>
      )}
      <FormMessage tone="danger" text={problem} />
      <div className="settings-block__actions">
        <p className="settings-block__note">
          <FormattedMessage id="staff.settings.appliesToNew" />
        </p>
        <SubmitButton busy={busy} wide={false} disabled={!changed}>
          <FormattedMessage id="staff.settings.save" />
        </SubmitButton>
      </div>
    </form>
  );
}

// ————— opening hours —————

function weekdayNames(locale: string): string[] {
  // 1 January 2024 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday))));
}

function HoursForm(props: { hours: Data['reservationRules']['openingHours']; onSaved(): void }) {
  const intl = useIntl();
  const idBase = useId();
  const names = weekdayNames(intl.locale);
  const [commit, busy] = useMutation<OperatingSettingsHoursMutation>(hoursMutation);
  const [week, setWeek] = useState<DayForm[]>(() => weekFrom(props.hours));
  const [errors, setErrors] = useState<Record<number, boolean>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const saved = JSON.stringify(weekForApi(weekFrom(props.hours)));
  const changed = JSON.stringify(weekForApi(week)) !== saved;

  const update = (weekday: number, change: Partial<DayForm>) => {
    setWeek((current) => current.map((d) => (d.weekday === weekday ? { ...d, ...change } : d)));
    setErrors((current) => ({ ...current, [weekday]: false }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const found: Record<number, boolean> = {};
    for (const day of week) if (dayProblem(day)) found[day.weekday] = true;
    setErrors(found);
    const first = week.find((d) => found[d.weekday]);
    if (first) {
      focusField(`${idBase}-opens-${first.weekday}`);
      return;
    }
    try {
      await commitAsync(commit, { input: { days: weekForApi(week) } });
      toasts.show(text.hoursSaved);
      props.onSaved();
    } catch (caught) {
      const server = readProblem(caught);
      const fields: Record<number, boolean> = {};
      for (const key of Object.keys(server.fields)) {
        const weekday = Number(key.replace('weekday', ''));
        if (weekday >= 1 && weekday <= 7) fields[weekday] = true;
      }
      setErrors(fields);
      if (!Object.keys(fields).length) setProblem({ descriptor: staffProblemMessage(server) });
    }
  }

  return (
    <form className="settings-block" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby={`${idBase}-title`}>
      <h3 id={`${idBase}-title`} className="settings-block__title">
        <FormattedMessage id="staff.rules.openingHours" />
      </h3>
      <p className="field__hint">
        <FormattedMessage id="staff.settings.hoursHint" />
      </p>
      <ul className="hours">
        {week.map((day) => {
          const name = names[day.weekday - 1] ?? '';
          return (
            <li key={day.weekday} className={`hours__day${day.open ? '' : ' hours__day--closed'}${errors[day.weekday] ? ' hours__day--invalid' : ''}`}>
              <label className="hours__open">
                <input type="checkbox" checked={day.open} onChange={(event) => update(day.weekday, { open: event.target.checked })} />
                <span className="hours__name">{name}</span>
              </label>
              {day.open ? (
                <span className="hours__times">
                  <label className="visually-hidden" htmlFor={`${idBase}-opens-${day.weekday}`}>
                    {intl.formatMessage({ id: 'staff.settings.opens' }, { day: name })}
                  </label>
                  <TimeSelect
                    id={`${idBase}-opens-${day.weekday}`}
                    value={day.opens}
                    invalid={Boolean(errors[day.weekday])}
                    onChange={(value) => update(day.weekday, { opens: value })}
                  />
                  <span aria-hidden="true">–</span>
                  <label className="visually-hidden" htmlFor={`${idBase}-closes-${day.weekday}`}>
                    {intl.formatMessage({ id: 'staff.settings.closes' }, { day: name })}
                  </label>
                  <TimeSelect
                    id={`${idBase}-closes-${day.weekday}`}
                    value={day.closes}
                    invalid={Boolean(errors[day.weekday])}
                    onChange={(value) => update(day.weekday, { closes: value })}
                  />
                </span>
              ) : (
                <span className="tag tag--muted">
                  <FormattedMessage id="staff.rules.closed" />
                </span>
              )}
              {errors[day.weekday] && (
                <p className="field__error hours__error">
                  <FormattedMessage {...text.invalidHours} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <FormMessage tone="danger" text={problem} />
      <div className="settings-block__actions">
        <SubmitButton busy={busy} wide={false} disabled={!changed}>
          <FormattedMessage id="staff.settings.saveHours" />
        </SubmitButton>
      </div>
    </form>
  );
}

// ————— closed days —————

function ClosedDays(props: { days: Data['reservationRules']['closedDays']; onSaved(): void }) {
  const intl = useIntl();
  const idBase = useId();
  const [close, closing] = useMutation<OperatingSettingsClosedDayMutation>(closedDayMutation);
  const [reopen, reopening] = useMutation<OperatingSettingsReopenMutation>(reopenMutation);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [dateError, setDateError] = useState<MessageDescriptor | null>(null);
  const [result, setResult] = useState<{ tone: 'warning' | 'danger'; text: Text } | null>(null);
  const full = (day: string) => intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' });

  async function onClose(event: FormEvent) {
    event.preventDefault();
    if (closing) return;
    setResult(null);
    if (!isDay(date)) {
      setDateError(text.invalidDate);
      focusField(`${idBase}-date`);
      return;
    }
    if (date < todayIn()) {
      setDateError(text.pastDate);
      focusField(`${idBase}-date`);
      return;
    }
    try {
      const data = await commitAsync(close, { input: { date, reason: reason.trim() || null } });
      const open = data.setClosedDay.openReservations;
      toasts.show(text.dayClosed, { values: { day: full(date) } });
      if (open > 0) setResult({ tone: 'warning', text: { descriptor: text.closedWithBookings, values: { count: open, day: full(date) } } });
      setDate('');
      setReason('');
      props.onSaved();
    } catch (caught) {
      const server = readProblem(caught);
      if (server.fields.date) {
        setDateError(server.fields.date === 'IN_THE_PAST' ? text.pastDate : text.invalidDate);
        focusField(`${idBase}-date`);
      } else setResult({ tone: 'danger', text: { descriptor: staffProblemMessage(server) } });
    }
  }

  async function onReopen(day: string) {
    setResult(null);
    try {
      await commitAsync(reopen, { input: { date: day } });
      toasts.show(text.dayReopened, { values: { day: full(day) } });
      props.onSaved();
    } catch (caught) {
      setResult({ tone: 'danger', text: { descriptor: staffProblemMessage(readProblem(caught)) } });
    }
  }

  return (
    <div className="settings-block" aria-labelledby={`${idBase}-title`} role="group">
      <h3 id={`${idBase}-title`} className="settings-block__title">
        <FormattedMessage id="staff.rules.closedDays" />
      </h3>
      {props.days.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="staff.rules.noClosedDays" />
        </p>
      ) : (
        <ul className="closed-days">
          {props.days.map((day) => (
            <li key={day.date}>
              <span className="closed-days__text">
                <strong>{full(day.date)}</strong>
                {day.reason && <span className="muted">{day.reason}</span>}
              </span>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void onReopen(day.date)} disabled={reopening}>
                <FormattedMessage id="staff.settings.reopen" />
                <span className="visually-hidden">: {full(day.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {result && <Alert tone={result.tone}>{<FormattedMessage {...result.text.descriptor} values={result.text.values} />}</Alert>}
      <form className="closed-days__add" noValidate onSubmit={(event) => void onClose(event)} aria-busy={closing || undefined}>
        <div className={`field${dateError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${idBase}-date`}>
            <FormattedMessage id="staff.settings.closeDate" />
          </label>
          <input
            id={`${idBase}-date`}
            type="date"
            className="field__input"
            value={date}
            min={todayIn()}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${idBase}-date-error` : undefined}
            onChange={(event) => {
              setDate(event.target.value);
              setDateError(null);
            }}
          />
          {dateError && (
            <p id={`${idBase}-date-error`} className="field__error">
              <FormattedMessage {...dateError} />
            </p>
          )}
        </div>
        <TextField id={`${idBase}-reason`} label={<FormattedMessage id="staff.settings.closeReason" />} optional value={reason} onChange={setReason} maxLength={CLOSED_DAY_REASON_MAX_LENGTH} />
        <SubmitButton busy={closing} wide={false}>
          <FormattedMessage id="staff.settings.closeDay" />
        </SubmitButton>
      </form>
    </div>
  );
}

export function OperatingSettings(props: { query: OperatingSettings_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment OperatingSettings_query on Query @refetchable(queryName: "OperatingSettingsRefetchQuery") {
        operatingSettings {
          seatCapacity
          shortStopMinutes
          longStopMinutes
          slotMinutes
        }
        reservationRules {
          minGuests
          maxGuests
          stops {
            type
            leadTimeHours
          }
          openingHours {
            weekday
            # eslint-disable-next-line relay/unused-fields -- read by weekFrom (operatingRules.ts)
            closed
            opens
            closes
          }
          closedDays {
            date
            reason
          }
        }
        ...ReconfirmationSettings_query
      }
    `,
    props.query,
  );
  const [version, setVersion] = useState(0);
  const reload = () => {
    refetch({}, { fetchPolicy: 'network-only', onComplete: () => setVersion((v) => v + 1) });
  };
  const rules = data.reservationRules;
  const lead = (type: string) => rules.stops.find((s) => s.type === type)?.leadTimeHours ?? 0;
  return (
    <section className="panel" aria-labelledby="texts-rules">
      <div className="panel__head">
        <h2 id="texts-rules" className="panel__title">
          <FormattedMessage id="staff.rules.title" />
        </h2>
        <p className="panel__hint">
          <FormattedMessage
            id="staff.settings.fixedRules"
            values={{ min: rules.minGuests, max: rules.maxGuests, long: lead('LONG_STOP'), short: lead('SHORT_STOP') }}
          />
        </p>
      </div>
      <div className="panel__body settings">
        <SettingsForm key={`settings-${version}`} settings={data.operatingSettings} onSaved={reload} />
        <HoursForm key={`hours-${version}`} hours={rules.openingHours} onSaved={reload} />
        <ClosedDays days={rules.closedDays} onSaved={reload} />
        <ReconfirmationSettings query={data} />
      </div>
    </section>
  );
}
