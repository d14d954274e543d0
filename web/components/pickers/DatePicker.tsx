// A month calendar whose weeks run Monday to Sunday (docs/product.md § Client area), in the app's
// language: the WAI-ARIA date picker grid with one focusable day (arrows, Home/End, PageUp/PageDown,
// Enter/Space), days that cannot be picked marked and explained in their label, the selected day
// highlighted. The arithmetic is calendar.ts; which days are open comes from the caller.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  CALENDAR_KEYS,
  addMonths,
  compareMonths,
  longDate,
  monthGrid,
  monthOf,
  monthTitle,
  moveDate,
  weekdayNames,
  type CalendarKey,
  type IsoDate,
  type YearMonth,
} from './calendar.ts';
import './pickers.css';

export interface DatePickerProps {
  id: string;
  value: IsoDate | null;
  onChange(date: IsoDate): void;
  /** The first and last day the calendar shows. */
  min: IsoDate;
  max: IsoDate;
  today: IsoDate;
  /** The month to show when nothing is selected. */
  initialMonth?: YearMonth;
  /** Null when the day can be picked; otherwise why not, as a short phrase for its label ("closed"). */
  unavailableReason(date: IsoDate): string | null;
  /** Told which month is on screen (to ask about its days). */
  onMonthShown?(month: YearMonth): void;
  /** The id of the element that names the picker. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

export function DatePicker(props: DatePickerProps) {
  const intl = useIntl();
  const locale = intl.locale;
  const [month, setMonth] = useState<YearMonth>(() => monthOf(props.value ?? (props.initialMonth ? `${props.initialMonth.year}-${String(props.initialMonth.month).padStart(2, '0')}-01` : props.min)));
  const [focused, setFocused] = useState<IsoDate>(() => props.value ?? props.min);
  const focusAfterRender = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  // A date chosen elsewhere (a suggestion, a saved draft) brings its month into view.
  const [shownValue, setShownValue] = useState(props.value);
  if (props.value !== shownValue) {
    setShownValue(props.value);
    if (props.value) {
      setMonth(monthOf(props.value));
      setFocused(props.value);
    }
  }

  const onMonthShown = props.onMonthShown;
  useEffect(() => {
    onMonthShown?.(month);
  }, [month, onMonthShown]);

  const weeks = useMemo(() => monthGrid(month), [month]);
  const shortNames = useMemo(() => weekdayNames(locale, 'short'), [locale]);
  const longNames = useMemo(() => weekdayNames(locale, 'long'), [locale]);
  const minMonth = monthOf(props.min);
  const maxMonth = monthOf(props.max);
  const canGoBack = compareMonths(month, minMonth) > 0;
  const canGoForward = compareMonths(month, maxMonth) < 0;
  const titleId = `${props.id}-month`;

  // The roving focus stays on a day of the month shown.
  const focusTarget = useMemo(() => {
    const inMonth = (date: IsoDate) => compareMonths(monthOf(date), month) === 0 && date >= props.min && date <= props.max;
    if (inMonth(focused)) return focused;
    if (props.value && inMonth(props.value)) return props.value;
    const days = weeks.flat().filter((d) => d.inMonth && inMonth(d.date));
    return (days.find((d) => !props.unavailableReason(d.date)) ?? days[0])?.date ?? focused;
  }, [focused, month, props, weeks]);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusTarget}"]`)?.focus();
  }, [focusTarget]);

  function showMonth(next: YearMonth) {
    setMonth(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (!(CALENDAR_KEYS as readonly string[]).includes(event.key)) return;
    event.preventDefault();
    const next = moveDate(focusTarget, event.key as CalendarKey, { shift: event.shiftKey, min: props.min, max: props.max });
    focusAfterRender.current = true;
    setFocused(next);
    setMonth(monthOf(next));
    // Same day (at the edge of the range): focus it again anyway.
    if (next === focusTarget) grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
  }

  return (
    <div className={`datepicker${props.invalid ? ' datepicker--invalid' : ''}`} id={props.id}>
      <div className="datepicker__header">
        <button
          type="button"
          className="datepicker__nav"
          onClick={() => showMonth(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label={intl.formatMessage({ id: 'picker.date.previousMonth' })}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h3 className="datepicker__title" id={titleId} aria-live="polite">
          {monthTitle(locale, month)}
        </h3>
        <button
          type="button"
          className="datepicker__nav"
          onClick={() => showMonth(addMonths(month, 1))}
          disabled={!canGoForward}
          aria-label={intl.formatMessage({ id: 'picker.date.nextMonth' })}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        className="datepicker__grid"
        aria-labelledby={`${props.labelledBy} ${titleId}`}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {shortNames.map((name, i) => (
              <th key={name} scope="col" abbr={longNames[i]} className={i >= 5 ? 'datepicker__weekend' : undefined}>
                <span aria-hidden="true">{name}</span>
                <span className="visually-hidden">{longNames[i]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => {
                if (!day.inMonth || day.date < props.min || day.date > props.max) {
                  return (
                    <td key={day.date} className="datepicker__cell datepicker__cell--empty">
                      {day.inMonth && <span className="datepicker__outside" aria-hidden="true">{day.day}</span>}
                    </td>
                  );
                }
                const reason = props.unavailableReason(day.date);
                const selected = day.date === props.value;
                const isToday = day.date === props.today;
                const label = [
                  longDate(locale, day.date),
                  isToday ? intl.formatMessage({ id: 'picker.date.today' }) : null,
                  reason,
                  selected ? intl.formatMessage({ id: 'picker.date.selected' }) : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={day.date} className="datepicker__cell" aria-selected={selected}>
                    <button
                      type="button"
                      data-date={day.date}
                      className={`datepicker__day${selected ? ' is-selected' : ''}${isToday ? ' is-today' : ''}${reason ? ' is-unavailable' : ''}`}
                      tabIndex={day.date === focusTarget ? 0 : -1}
                      aria-disabled={reason ? true : undefined}
                      aria-label={label}
                      title={reason ?? undefined}
                      onFocus={() => setFocused(day.date)}
                      onClick={() => {
                        setFocused(day.date);
                        if (!reason) props.onChange(day.date);
                      }}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
