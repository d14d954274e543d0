// The cancellation tiers editor: rows of "hours before arrival → percent", add and remove, and the
// no-show share. The verdict of graph/domain's cancellationTermsProblem is shown under the rows as
// soon as they are complete, so a manager sees "calling later would cost less" before saving.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CANCELLATION_TIERS_MAX } from '../../../graph/domain/billing-terms.ts';
import { ErrorText } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { termsFromRows, type TierRow } from './terms-form.ts';
import { termsText } from './messages.ts';
import './TiersEditor.css';
import './suffix.css';

export interface TiersValue {
  rows: TierRow[];
  noShowPercent: string;
}

/** The rows' problem once every field is filled in (an empty field is not yet a mistake). */
export function tiersProblem(value: TiersValue): Text | null {
  const result = termsFromRows(value.rows, value.noShowPercent);
  return result.ok ? null : { descriptor: termsText[result.problem] };
}

export function TiersEditor(props: { value: TiersValue; onChange(value: TiersValue): void; error?: Text | null; idPrefix?: string }) {
  const intl = useIntl();
  const base = useId();
  const id = props.idPrefix ?? base;
  const { rows, noShowPercent } = props.value;
  const set = (index: number, key: keyof TierRow, text: string) => props.onChange({ rows: rows.map((r, i) => (i === index ? { ...r, [key]: text } : r)), noShowPercent });
  const errorId = `${id}-tiers-error`;
  return (
    <fieldset className="tiers" aria-describedby={props.error ? errorId : undefined}>
      <legend className="tiers__legend">
        <FormattedMessage id="billingTerms.tiers.legend" />
      </legend>
      <p className="field__hint">
        <FormattedMessage id="billingTerms.tiers.hint" />
      </p>
      {rows.length === 0 && (
        <p className="tiers__empty">
          <FormattedMessage id="billingTerms.tiers.none" />
        </p>
      )}
      <ol className="tiers__list">
        {rows.map((row, index) => (
          <li key={index} className="tiers__row">
            <label className="tiers__cell">
              <span className="tiers__label">
                <FormattedMessage id="billingTerms.tiers.hours" />
              </span>
              <input
                id={`${id}-hours-${index}`}
                className="field__input"
                inputMode="numeric"
                value={row.hoursBefore}
                aria-invalid={props.error ? true : undefined}
                onChange={(event) => set(index, 'hoursBefore', event.target.value)}
              />
            </label>
            <label className="tiers__cell">
              <span className="tiers__label">
                <FormattedMessage id="billingTerms.tiers.percent" />
              </span>
              <span className="field__control field__control--addon">
                <input className="field__input" inputMode="numeric" value={row.percent} aria-invalid={props.error ? true : undefined} onChange={(event) => set(index, 'percent', event.target.value)} />
                <span className="terms-suffix" aria-hidden="true">
                  %
                </span>
              </span>
            </label>
            <button
              type="button"
              className="btn btn--ghost btn--small btn--danger-ghost tiers__remove"
              onClick={() => props.onChange({ rows: rows.filter((_, i) => i !== index), noShowPercent })}
              aria-label={intl.formatMessage({ id: 'billingTerms.tiers.remove' }, { hours: row.hoursBefore || '…' })}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {rows.length < CANCELLATION_TIERS_MAX && (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => {
            props.onChange({ rows: [...rows, { hoursBefore: '', percent: '' }], noShowPercent });
            window.requestAnimationFrame(() => document.getElementById(`${id}-hours-${rows.length}`)?.focus());
          }}
        >
          <span aria-hidden="true">+</span> <FormattedMessage id="billingTerms.tiers.add" />
        </button>
      )}
      <label className="tiers__cell tiers__noshow">
        <span className="tiers__label">
          <FormattedMessage id="billingTerms.tiers.noShow" />
        </span>
        <span className="field__control field__control--addon">
          <input className="field__input" inputMode="numeric" value={noShowPercent} aria-invalid={props.error ? true : undefined} onChange={(event) => props.onChange({ rows, noShowPercent: event.target.value })} />
          <span className="terms-suffix" aria-hidden="true">
            %
          </span>
        </span>
      </label>
      {props.error && <ErrorText id={errorId} text={props.error} />}
    </fieldset>
  );
}
