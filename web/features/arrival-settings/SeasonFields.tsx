// A season as two month-days ("from 1 June to 30 September"), chosen with selects so no format has
// to be typed; both left empty means all year.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Text } from '../../components/forms/messages.ts';

export interface SeasonDraft {
  startMonth: string;
  startDay: string;
  endMonth: string;
  endDay: string;
}

export const ALL_YEAR: SeasonDraft = { startMonth: '', startDay: '', endMonth: '', endDay: '' };

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

function MonthDaySelects(props: { id: string; label: string; month: string; day: string; invalid: boolean; onChange(month: string, day: string): void }) {
  const intl = useIntl();
  const monthName = (month: string) => intl.formatDate(Date.UTC(2024, Number(month) - 1, 1), { month: 'long', timeZone: 'UTC' });
  return (
    <fieldset className="season__end">
      <legend className="field__label">{props.label}</legend>
      <span className="season__selects">
        <select
          id={props.id}
          className="field__input season__day"
          value={props.day}
          aria-label={intl.formatMessage({ id: 'arrivals.season.day' }, { end: props.label })}
          aria-invalid={props.invalid || undefined}
          onChange={(event) => props.onChange(props.month, event.target.value)}
        >
          <option value="">–</option>
          {DAYS.map((day) => (
            <option key={day} value={day}>
              {day}.
            </option>
          ))}
        </select>
        <select
          className="field__input season__month"
          value={props.month}
          aria-label={intl.formatMessage({ id: 'arrivals.season.month' }, { end: props.label })}
          aria-invalid={props.invalid || undefined}
          onChange={(event) => props.onChange(event.target.value, props.day)}
        >
          <option value="">–</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month)}
            </option>
          ))}
        </select>
      </span>
    </fieldset>
  );
}

export function SeasonFields(props: { idBase: string; value: SeasonDraft; error: Text | null; hint: string; onChange(value: SeasonDraft): void }) {
  const intl = useIntl();
  const { value } = props;
  return (
    <div className={`field season${props.error ? ' field--invalid' : ''}`}>
      <p className="field__label">
        <FormattedMessage id="arrivals.season.label" />
      </p>
      <p className="field__hint">{props.hint}</p>
      <div className="season__ends">
        <MonthDaySelects
          id={`${props.idBase}-seasonStart`}
          label={intl.formatMessage({ id: 'arrivals.season.from' })}
          month={value.startMonth}
          day={value.startDay}
          invalid={Boolean(props.error)}
          onChange={(startMonth, startDay) => props.onChange({ ...value, startMonth, startDay })}
        />
        <MonthDaySelects
          id={`${props.idBase}-seasonEnd`}
          label={intl.formatMessage({ id: 'arrivals.season.to' })}
          month={value.endMonth}
          day={value.endDay}
          invalid={Boolean(props.error)}
          onChange={(endMonth, endDay) => props.onChange({ ...value, endMonth, endDay })}
        />
      </div>
      {props.error && (
        <p className="field__error">
          <FormattedMessage {...props.error.descriptor} values={props.error.values} />
        </p>
      )}
    </div>
  );
}

/** How a saved season reads in a list: "1 Jun – 30 Sep", or "all year". */
export function useSeasonLabel() {
  const intl = useIntl();
  const short = (md: string) => intl.formatDate(Date.UTC(2024, Number(md.slice(0, 2)) - 1, Number(md.slice(3))), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (start: string | null | undefined, end: string | null | undefined) =>
    start && end ? `${short(start)} – ${short(end)}` : intl.formatMessage({ id: 'arrivals.season.allYear' });
}
