// One set of deposit terms in a form: none, a share of the expected price or an amount per guest,
// and when it is due (days after confirmation or before arrival). The settings page uses it for the
// default and the poor-record rule, the agreement dialog for an agreement's own deposit.
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { DEPOSIT_DUE_DAYS_MAX } from '../../../graph/domain/deposits.ts';
import type { DepositFormValue } from './deposit-form.ts';

export function DepositEditor(props: { idPrefix: string; value: DepositFormValue; onChange(next: DepositFormValue): void; error?: Text | null; allowNone?: boolean }) {
  const intl = useIntl();
  const { value } = props;
  const set = (patch: Partial<DepositFormValue>) => props.onChange({ ...value, ...patch });
  return (
    <div className="deposit-editor">
      <div className="field">
        <label className="field__label" htmlFor={`${props.idPrefix}-kind`}>
          <FormattedMessage id="billingTerms.deposit.kind" />
        </label>
        <select id={`${props.idPrefix}-kind`} className="field__input" value={value.kind} onChange={(event) => set({ kind: event.target.value as DepositFormValue['kind'], amount: '' })}>
          {props.allowNone !== false && <option value="NONE">{intl.formatMessage({ id: 'billingTerms.deposit.none' })}</option>}
          <option value="PERCENT">{intl.formatMessage({ id: 'billingTerms.deposit.percent' })}</option>
          <option value="PER_GUEST">{intl.formatMessage({ id: 'billingTerms.deposit.perGuest' })}</option>
        </select>
      </div>
      {value.kind !== 'NONE' && (
        <div className="lang-pair">
          <TextField
            id={`${props.idPrefix}-amount`}
            label={<FormattedMessage id={value.kind === 'PERCENT' ? 'billingTerms.deposit.percentLabel' : 'billingTerms.deposit.perGuestLabel'} />}
            inputMode="text"
            value={value.amount}
            onChange={(amount) => set({ amount })}
            error={props.error}
          />
          <div className="field">
            <label className="field__label" htmlFor={`${props.idPrefix}-from`}>
              <FormattedMessage id="billingTerms.deposit.dueFrom" />
            </label>
            <select id={`${props.idPrefix}-from`} className="field__input" value={value.dueFrom} onChange={(event) => set({ dueFrom: event.target.value as DepositFormValue['dueFrom'] })}>
              <option value="CONFIRMATION">{intl.formatMessage({ id: 'billingTerms.deposit.afterConfirmation' })}</option>
              <option value="ARRIVAL">{intl.formatMessage({ id: 'billingTerms.deposit.beforeArrival' })}</option>
            </select>
          </div>
          <TextField
            id={`${props.idPrefix}-days`}
            label={<FormattedMessage id="billingTerms.deposit.days" />}
            hint={<FormattedMessage id="billingTerms.deposit.daysHint" values={{ max: DEPOSIT_DUE_DAYS_MAX }} />}
            inputMode="numeric"
            value={value.dueDays}
            onChange={(dueDays) => set({ dueDays })}
          />
        </div>
      )}
    </div>
  );
}
