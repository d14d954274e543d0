// An hour and minute picker on the slot grid (docs/product.md § Client area): the hours that
// have arrival times, then the times of the chosen hour. Native radio buttons styled as big touch
// targets, so arrows, Tab and screen readers work as people expect; times ruled out (too soon) are
// disabled and the caller explains why next to the picker.
import { useState } from 'react';
import { groupByHour } from './slots.ts';
import './pickers.css';

export interface TimeOption {
  minute: number;
  /** 'HH:MM'. */
  time: string;
  disabled: boolean;
}

export interface TimePickerProps {
  id: string;
  options: readonly TimeOption[];
  /** 'HH:MM' or null. */
  value: string | null;
  onChange(time: string): void;
  hourLegend: string;
  minuteLegend: string;
  /** What to say when the day has no times at all. */
  empty: string;
  describedBy?: string;
  invalid?: boolean;
}

export function TimePicker(props: TimePickerProps) {
  const groups = groupByHour(props.options);
  const valueHour = props.value ? Number(props.value.slice(0, 2)) : null;
  const [pickedHour, setPickedHour] = useState<number | null>(valueHour);
  // The value's hour wins when the value changes from outside (a suggestion, another date).
  const [seenValue, setSeenValue] = useState(props.value);
  if (seenValue !== props.value) {
    setSeenValue(props.value);
    if (valueHour !== null) setPickedHour(valueHour);
  }
  const hour = groups.find((g) => g.hour === pickedHour) ?? null;

  if (groups.length === 0) {
    return (
      <p className="timepicker__empty" id={props.id}>
        {props.empty}
      </p>
    );
  }

  function pickHour(next: number) {
    setPickedHour(next);
    const group = groups.find((g) => g.hour === next);
    if (!group) return;
    // Keep the minutes when that time exists in the new hour; else the hour's first free time.
    const sameMinutes = props.value ? group.slots.find((s) => s.time.slice(3) === props.value!.slice(3) && !s.disabled) : undefined;
    const first = sameMinutes ?? group.slots.find((s) => !s.disabled);
    if (first && first.time !== props.value) props.onChange(first.time);
  }

  return (
    <div className={`timepicker${props.invalid ? ' timepicker--invalid' : ''}`} id={props.id}>
      <fieldset className="timepicker__group" aria-describedby={props.describedBy}>
        <legend className="timepicker__legend">{props.hourLegend}</legend>
        <div className="timepicker__options timepicker__options--hours">
          {groups.map((group) => {
            const disabled = group.slots.every((s) => s.disabled);
            const checked = hour?.hour === group.hour;
            return (
              <label key={group.hour} className={`choice-chip${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}`}>
                <input
                  type="radio"
                  className="choice-chip__input"
                  name={`${props.id}-hour`}
                  value={group.hour}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => pickHour(group.hour)}
                />
                <span className="choice-chip__text">{String(group.hour).padStart(2, '0')}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {hour && (
        <fieldset className="timepicker__group" aria-describedby={props.describedBy}>
          <legend className="timepicker__legend">{props.minuteLegend}</legend>
          <div className="timepicker__options">
            {hour.slots.map((slot) => {
              const checked = slot.time === props.value;
              return (
                <label key={slot.minute} className={`choice-chip choice-chip--time${checked ? ' is-checked' : ''}${slot.disabled ? ' is-disabled' : ''}`}>
                  <input
                    type="radio"
                    className="choice-chip__input"
                    name={`${props.id}-time`}
                    value={slot.time}
                    checked={checked}
                    disabled={slot.disabled}
                    aria-invalid={checked && props.invalid ? true : undefined}
                    onChange={() => props.onChange(slot.time)}
                  />
                  <span className="choice-chip__text">{slot.time}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
