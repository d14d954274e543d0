// The rate picker beside a price: which of the manager's VAT rates the price is taxed at, and
// whether the amount typed includes VAT. Retired rates are not offered, except the one a price
// already has.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatRate } from './terms-form.ts';
import { ErrorText } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import './VatRatePicker.css';

export interface RateChoice {
  id: string;
  nameEn: string;
  nameSl: string;
  rateBp: number;
  active: boolean;
}

export interface PriceTax {
  vatRateId: string;
  priceIncludesVat: boolean;
}

/** "Reduced rate · 9.5 %", named in the page's language (the account's may differ). */
export function rateLabel(rate: Pick<RateChoice, 'nameEn' | 'nameSl' | 'rateBp'>, locale: string): string {
  return `${locale === 'sl' ? rate.nameSl : rate.nameEn} · ${formatRate(rate.rateBp, locale)}`;
}

export function VatRatePicker(props: { id: string; rates: readonly RateChoice[]; value: PriceTax; onChange(value: PriceTax): void; error?: Text | null }) {
  const intl = useIntl();
  const choices = props.rates.filter((r) => r.active || r.id === props.value.vatRateId);
  return (
    <div className={`rate-picker field${props.error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={props.id}>
        <FormattedMessage id="billingTerms.picker.rate" />
      </label>
      <div className="rate-picker__row">
        <select
          id={props.id}
          className="field__input rate-picker__select"
          value={props.value.vatRateId}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${props.id}-error` : undefined}
          onChange={(event) => props.onChange({ ...props.value, vatRateId: event.target.value })}
        >
          {choices.map((rate) => (
            <option key={rate.id} value={rate.id}>
              {rateLabel(rate, intl.locale)}
            </option>
          ))}
        </select>
        <label className="choice rate-picker__gross">
          <input type="checkbox" checked={props.value.priceIncludesVat} onChange={(event) => props.onChange({ ...props.value, priceIncludesVat: event.target.checked })} />
          <span>
            <FormattedMessage id="billingTerms.picker.includesVat" />
          </span>
        </label>
      </div>
      {props.error && <ErrorText id={`${props.id}-error`} text={props.error} />}
    </div>
  );
}
