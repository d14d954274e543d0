// Manager: the deposits the restaurant asks — a default for every booking, a stricter one for
// organisations with a poor record of no-shows and late cancellations, and what an unpaid deposit
// at its due date does (tell staff and the client; or also send the reservation back to
// coordination). Bookings keep the deposit they were made under.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { depositFormOf, depositFromForm, type DepositFormValue } from './deposit-form.ts';
import { DepositEditor } from './DepositEditor.tsx';
import { fieldCodeText, termsProblemMessage } from './messages.ts';
import type { DepositSettingsPanel_settings$key } from './__generated__/DepositSettingsPanel_settings.graphql';
import type { DepositSettingsPanelSaveMutation } from './__generated__/DepositSettingsPanelSaveMutation.graphql';

const fragment = graphql`
  fragment DepositSettingsPanel_settings on BillingSettings {
    depositTerms {
      kind
      percent
      perGuestCents
      dueFrom
      dueDays
    }
    poorRecordDeposit {
      minClosed
      minBadPercent
      terms {
        kind
        percent
        perGuestCents
        dueFrom
        dueDays
      }
    }
    depositOverdueAction
  }
`;

const saveMutation = graphql`
  mutation DepositSettingsPanelSaveMutation($input: UpdateDepositSettingsInput!) {
    updateDepositSettings(input: $input) {
      billingSettings {
        ...DepositSettingsPanel_settings
      }
    }
  }
`;

type Field = 'depositTerms' | 'poorRecord';

/** The fields of a DepositTerms answer, read one by one (what the form needs of them). */
function depositFields(t: { readonly kind: string; readonly percent: number | null | undefined; readonly perGuestCents: number | null | undefined; readonly dueFrom: string | null | undefined; readonly dueDays: number | null | undefined } | null | undefined) {
  return t ? { kind: t.kind, percent: t.percent, perGuestCents: t.perGuestCents, dueFrom: t.dueFrom, dueDays: t.dueDays } : null;
}


export function DepositSettingsPanel(props: { settings: DepositSettingsPanel_settings$key }) {
  const intl = useIntl();
  const s = useFragment(fragment, props.settings);
  const [commit, busy] = useMutation<DepositSettingsPanelSaveMutation>(saveMutation);
  const [deposit, setDeposit] = useState<DepositFormValue>(() => depositFormOf(depositFields(s.depositTerms), intl.locale));
  const [ruleOn, setRuleOn] = useState(s.poorRecordDeposit != null);
  const [rule, setRule] = useState(() => ({
    minClosed: String(s.poorRecordDeposit?.minClosed ?? 3),
    minBadPercent: String(s.poorRecordDeposit?.minBadPercent ?? 30),
    terms: s.poorRecordDeposit ? depositFormOf(depositFields(s.poorRecordDeposit.terms), intl.locale) : ({ kind: 'PER_GUEST', amount: '', dueFrom: 'CONFIRMATION', dueDays: '7' } satisfies DepositFormValue),
  }));
  const [action, setAction] = useState(s.depositOverdueAction);
  const [errors, setErrors] = useState<Partial<Record<Field, Text>>>({});
  const [message, setMessage] = useState<Text | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const found: Partial<Record<Field, Text>> = {};
    const terms = depositFromForm(deposit);
    if (!terms.ok) found.depositTerms = fieldCodeText(terms.problem)!;
    const ruleTerms = depositFromForm(rule.terms);
    const minClosed = Number(rule.minClosed);
    const minBad = Number(rule.minBadPercent);
    if (ruleOn) {
      if (!ruleTerms.ok) found.poorRecord = fieldCodeText(ruleTerms.problem)!;
      else if (!/^\d{1,4}$/.test(rule.minClosed.trim()) || !/^\d{1,3}$/.test(rule.minBadPercent.trim()) || minClosed < 1 || minClosed > 1000 || minBad < 1 || minBad > 100) {
        found.poorRecord = fieldCodeText('RULE_OUT_OF_RANGE')!;
      }
    }
    setErrors(found);
    if (Object.keys(found).length) {
      focusField(found.depositTerms ? 'deposit-default-amount' : 'deposit-rule-closed');
      return;
    }
    try {
      await commitAsync(commit, {
        input: {
          depositTerms: terms.ok ? terms.input : null,
          poorRecordDeposit: ruleOn && ruleTerms.ok ? { minClosed, minBadPercent: minBad, terms: ruleTerms.input } : null,
          depositOverdueAction: action,
        },
      });
      toasts.show({ id: 'billingTerms.deposit.saved' });
    } catch (caught) {
      const problem = readProblem(caught);
      const fromServer: Partial<Record<Field, Text>> = {};
      for (const [key, code] of Object.entries(problem.fields)) if (key === 'depositTerms' || key === 'poorRecord') fromServer[key] = fieldCodeText(code)!;
      setErrors(fromServer);
      if (!Object.keys(fromServer).length) setMessage({ descriptor: termsProblemMessage(problem) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <section className="panel" aria-labelledby="billing-deposits">
        <div className="panel__head">
          <h2 id="billing-deposits" className="panel__title">
            <FormattedMessage id="billingTerms.deposit.title" />
          </h2>
          <p className="panel__hint">
            <FormattedMessage id="billingTerms.deposit.hint" />
          </p>
        </div>
        <div className="panel__body">
          <DepositEditor idPrefix="deposit-default" value={deposit} onChange={(next) => (setDeposit(next), setErrors({}))} error={errors.depositTerms} />
          <fieldset className="agreement-form__group">
            <legend>
              <FormattedMessage id="billingTerms.deposit.ruleLegend" />
            </legend>
            <label className="choice">
              <input type="checkbox" checked={ruleOn} onChange={(event) => setRuleOn(event.target.checked)} />
              <span>
                <FormattedMessage id="billingTerms.deposit.ruleOn" />
              </span>
            </label>
            {ruleOn && (
              <>
                <div className="lang-pair">
                  <TextField
                    id="deposit-rule-closed"
                    label={<FormattedMessage id="billingTerms.deposit.minClosed" />}
                    inputMode="numeric"
                    value={rule.minClosed}
                    onChange={(minClosed) => (setRule({ ...rule, minClosed }), setErrors({}))}
                    error={errors.poorRecord}
                  />
                  <TextField
                    id="deposit-rule-percent"
                    label={<FormattedMessage id="billingTerms.deposit.minBadPercent" />}
                    inputMode="numeric"
                    value={rule.minBadPercent}
                    onChange={(minBadPercent) => (setRule({ ...rule, minBadPercent }), setErrors({}))}
                  />
                </div>
                <DepositEditor idPrefix="deposit-rule" value={rule.terms} allowNone={false} onChange={(terms) => (setRule({ ...rule, terms }), setErrors({}))} />
              </>
            )}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor="deposit-overdue">
              <FormattedMessage id="billingTerms.deposit.overdue" />
            </label>
            <select id="deposit-overdue" className="field__input" value={action} onChange={(event) => setAction(event.target.value as typeof action)}>
              <option value="NOTIFY">{intl.formatMessage({ id: 'billingTerms.deposit.overdueNotify' })}</option>
              <option value="NEEDS_COORDINATION">{intl.formatMessage({ id: 'billingTerms.deposit.overdueCoordinate' })}</option>
            </select>
          </div>
        </div>
      </section>
      <FormMessage tone="danger" text={message} />
      <div className="billing-actions">
        <SubmitButton busy={busy} wide={false}>
          <FormattedMessage id="billingTerms.deposit.save" />
        </SubmitButton>
      </div>
    </form>
  );
}
