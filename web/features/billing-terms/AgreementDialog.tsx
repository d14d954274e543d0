// The manager's agreement form: name and period, the organisation's own prices (per stop type and
// per dish, with or without VAT), free places, crew meals, payment days, a guaranteed share of the
// headcount and, if it differs from the restaurant's, its own cancellation terms and deposit (or none).
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { AGREEMENT_DISH_PRICES_MAX, AGREEMENT_NAME_MAX_LENGTH, CANCELLATION_TIERS_MAX } from '../../../graph/domain/billing-terms.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { ErrorText, FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldText, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { centsToInput, parseEuros } from '../website/money.ts';
import { fieldCodeText, termsProblemMessage } from './messages.ts';
import { termsFromRows } from './terms-form.ts';
import { TiersEditor, type TiersValue } from './TiersEditor.tsx';
import { DepositEditor } from './DepositEditor.tsx';
import { depositFormOf, depositFromForm, type DepositFormValue } from './deposit-form.ts';
import '../website/lang-pair.css';
import './AgreementDialog.css';
import './suffix.css';
import type { AgreementDialogMenuQuery } from './__generated__/AgreementDialogMenuQuery.graphql';
import type { AgreementDialog_agreement$key } from './__generated__/AgreementDialog_agreement.graphql';
import type { AgreementDialogSaveMutation, SaveAgreementInput } from './__generated__/AgreementDialogSaveMutation.graphql';

const menuQuery = graphql`
  query AgreementDialogMenuQuery {
    site {
      offers {
        menu {
          id
          name
        }
      }
    }
  }
`;

const saveMutation = graphql`
  mutation AgreementDialogSaveMutation($input: SaveAgreementInput!) {
    saveAgreement(input: $input) {
      client {
        ...ClientAgreements_client
      }
    }
  }
`;

const words = defineMessages({
  added: { id: 'billingTerms.agreements.added' },
  saved: { id: 'billingTerms.agreements.saved' },
  invalidNumber: { id: 'billingTerms.agreements.invalidNumber' },
});

type Field = 'name' | 'validFrom' | 'validUntil' | 'shortStop' | 'longStop' | 'dishPrices' | 'freePlaces' | 'paymentTermsDays' | 'guaranteedPercent' | 'cancellation' | 'depositTerms';
/** The restaurant's default deposit, none at all, or the agreement's own. */
type DepositChoice = 'default' | 'none' | 'own';

/** The fields of a DepositTerms answer, read one by one (what the form needs of them). */
function depositFields(t: { readonly kind: string; readonly percent: number | null | undefined; readonly perGuestCents: number | null | undefined; readonly dueFrom: string | null | undefined; readonly dueDays: number | null | undefined } | null | undefined) {
  return t ? { kind: t.kind, percent: t.percent, perGuestCents: t.perGuestCents, dueFrom: t.dueFrom, dueDays: t.dueDays } : null;
}

type Crew = 'default' | 'free' | 'charged';

function crewOf(free: boolean | null): Crew {
  if (free === null) return 'default';
  return free ? 'free' : 'charged';
}

/** An optional whole number typed into a field: '' → null, '12' → 12, anything else → NaN. */
function wholeOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function AgreementDialog(props: { clientId: string; clientName: string; agreement: AgreementDialog_agreement$key | null; onClose(): void }) {
  const a = useFragment(
    graphql`
      fragment AgreementDialog_agreement on Agreement {
        id
        name
        validFrom
        validUntil
        shortStopPriceCents
        longStopPriceCents
        pricesIncludeVat
        dishPrices {
          menuItem {
            id
          }
          priceCents
        }
        freePlaces {
          perPaying
          max
        }
        crewMealsFree
        paymentTermsDays
        guaranteedPercent
        cancellationTerms {
          tiers {
            hoursBefore
            percent
          }
          noShowPercent
        }
        depositTerms {
          kind
          percent
          perGuestCents
          dueFrom
          dueDays
        }
      }
    `,
    props.agreement,
  );
  const intl = useIntl();
  const id = useId();
  const menus = useLazyLoadQuery<AgreementDialogMenuQuery>(menuQuery, {}, { fetchPolicy: 'store-or-network' });
  const dishes = menus.site.offers.flatMap((offer) => offer.menu);
  const [commit, busy] = useMutation<AgreementDialogSaveMutation>(saveMutation);
  const [values, setValues] = useState(() => ({
    name: a?.name ?? '',
    validFrom: a?.validFrom ?? '',
    validUntil: a?.validUntil ?? '',
    shortStop: centsToInput(a?.shortStopPriceCents, intl.locale),
    longStop: centsToInput(a?.longStopPriceCents, intl.locale),
    pricesIncludeVat: a?.pricesIncludeVat ?? false,
    freePer: a?.freePlaces ? String(a.freePlaces.perPaying) : '',
    freeMax: a?.freePlaces?.max != null ? String(a.freePlaces.max) : '',
    crew: crewOf(a?.crewMealsFree ?? null),
    paymentTermsDays: a?.paymentTermsDays != null ? String(a.paymentTermsDays) : '',
    guaranteedPercent: a?.guaranteedPercent != null ? String(a.guaranteedPercent) : '',
  }));
  const [dishRows, setDishRows] = useState(() => (a?.dishPrices ?? []).filter((d) => d.menuItem).map((d) => ({ menuItemId: d.menuItem!.id, price: centsToInput(d.priceCents, intl.locale) })));
  const [ownTerms, setOwnTerms] = useState(a?.cancellationTerms != null);
  const [tiers, setTiers] = useState<TiersValue>(() =>
    a?.cancellationTerms
      ? { rows: a.cancellationTerms.tiers.map((t) => ({ hoursBefore: String(t.hoursBefore), percent: String(t.percent) })), noShowPercent: String(a.cancellationTerms.noShowPercent) } : { rows: [{ hoursBefore: '48', percent: '50' }], noShowPercent: '100' },
  );
  const [depositChoice, setDepositChoice] = useState<DepositChoice>(() => (!a?.depositTerms ? 'default' : a.depositTerms.kind === 'NONE' ? 'none' : 'own'));
  const [deposit, setDeposit] = useState<DepositFormValue>(() => (a?.depositTerms && a.depositTerms.kind !== 'NONE' ? depositFormOf(depositFields(a.depositTerms), intl.locale) : { kind: 'PERCENT', amount: '', dueFrom: 'CONFIRMATION', dueDays: '7' }));
  const [errors, setErrors] = useState<Partial<Record<Field, Text>>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const fid = (field: Field) => `${id}-${field}`;
  const set = (key: keyof typeof values) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const found: Partial<Record<Field, Text>> = {};
    const invalidNumber = { descriptor: words.invalidNumber };
    if (!values.name.trim()) found.name = { descriptor: fieldText.required };
    if (!values.validFrom) found.validFrom = { descriptor: fieldText.required };
    const short = parseEuros(values.shortStop, { optional: true });
    const long = parseEuros(values.longStop, { optional: true });
    if (!short.ok) found.shortStop = fieldCodeText(short.problem === 'OUT_OF_RANGE' ? 'OUT_OF_RANGE' : 'INVALID')!;
    if (!long.ok) found.longStop = fieldCodeText(long.problem === 'OUT_OF_RANGE' ? 'OUT_OF_RANGE' : 'INVALID')!;
    const dishPrices = dishRows.map((row) => ({ menuItemId: row.menuItemId, price: parseEuros(row.price) }));
    if (dishPrices.some((d) => !d.price.ok || !d.menuItemId)) found.dishPrices = invalidNumber;
    else if (new Set(dishPrices.map((d) => d.menuItemId)).size !== dishPrices.length) found.dishPrices = fieldCodeText('DUPLICATE')!;
    const freePer = wholeOrNull(values.freePer);
    const freeMax = wholeOrNull(values.freeMax);
    if (Number.isNaN(freePer) || Number.isNaN(freeMax) || (freePer === null && freeMax !== null)) found.freePlaces = invalidNumber;
    const paymentDays = wholeOrNull(values.paymentTermsDays);
    if (Number.isNaN(paymentDays)) found.paymentTermsDays = invalidNumber;
    const guaranteed = wholeOrNull(values.guaranteedPercent);
    if (Number.isNaN(guaranteed)) found.guaranteedPercent = invalidNumber;
    const terms = ownTerms ? termsFromRows(tiers.rows, tiers.noShowPercent) : null;
    if (terms && !terms.ok) found.cancellation = fieldCodeText(terms.problem)!;
    const ownDeposit = depositChoice === 'own' ? depositFromForm(deposit) : null;
    if (ownDeposit && !ownDeposit.ok) found.depositTerms = fieldCodeText(ownDeposit.problem)!;
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      focusField(first === 'cancellation' ? `${id}-tiers-hours-0` : first === 'depositTerms' ? `${id}-deposit-amount` : fid(first));
      return;
    }
    const input: SaveAgreementInput = {
      ...(a ? { id: a.id } : {}),
      clientId: props.clientId,
      name: values.name.trim(),
      validFrom: values.validFrom,
      validUntil: values.validUntil || null,
      shortStopPriceCents: short.ok ? short.cents : null,
      longStopPriceCents: long.ok ? long.cents : null,
      pricesIncludeVat: values.pricesIncludeVat,
      dishPrices: dishPrices.map((d) => ({ menuItemId: d.menuItemId, priceCents: d.price.ok ? (d.price.cents ?? 0) : 0 })),
      freePlaces: freePer !== null ? { perPaying: freePer, max: freeMax } : null,
      crewMealsFree: values.crew === 'default' ? null : values.crew === 'free',
      paymentTermsDays: paymentDays,
      guaranteedPercent: guaranteed,
      cancellationTerms: terms && terms.ok ? terms.terms : null,
      depositTerms: depositChoice === 'none' ? { kind: 'NONE' } : ownDeposit && ownDeposit.ok ? ownDeposit.input : null,
    };
    try {
      await commitAsync(commit, { input });
      toasts.show(a ? words.saved : words.added, { values: { name: input.name } });
      props.onClose();
    } catch (caught) {
      const server = readProblem(caught);
      const fields: Partial<Record<Field, Text>> = {};
      for (const [key, code] of Object.entries(server.fields)) {
        const field = (key === 'stopPrices' ? 'longStop' : key) as Field;
        fields[field] = fieldCodeText(code, AGREEMENT_NAME_MAX_LENGTH)!;
      }
      setErrors(fields);
      const firstServer = (Object.keys(fields) as Field[])[0];
      if (firstServer) focusField(firstServer === 'cancellation' ? `${id}-tiers-hours-0` : fid(firstServer));
      else setProblem({ descriptor: termsProblemMessage(server) });
    }
  }

  const numberField = (field: 'paymentTermsDays' | 'guaranteedPercent', label: React.ReactNode, hint: React.ReactNode, suffix?: string) => (
    <TextField
      id={fid(field)}
      label={label}
      hint={hint}
      optional
      inputMode="numeric"
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
      addon={suffix ? <span className="terms-suffix" aria-hidden="true">{suffix}</span> : undefined}
    />
  );

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={a ? <FormattedMessage id="billingTerms.agreements.editTitle" /> : <FormattedMessage id="billingTerms.agreements.addTitle" values={{ name: props.clientName }} />}
      description={<FormattedMessage id="billingTerms.agreements.dialogText" />}
    >
      <form className="form agreement-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <TextField id={fid('name')} label={<FormattedMessage id="billingTerms.agreements.name" />} value={values.name} maxLength={AGREEMENT_NAME_MAX_LENGTH} onChange={set('name')} error={errors.name} />
        <div className="lang-pair">
          <div className={`field${errors.validFrom ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={fid('validFrom')}>
              <FormattedMessage id="billingTerms.agreements.validFrom" />
            </label>
            <input id={fid('validFrom')} type="date" className="field__input" value={values.validFrom} required onChange={(event) => set('validFrom')(event.target.value)} />
            {errors.validFrom && <ErrorText id={`${fid('validFrom')}-error`} text={errors.validFrom} />}
          </div>
          <div className={`field${errors.validUntil ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={fid('validUntil')}>
              <FormattedMessage id="billingTerms.agreements.validUntil" />{' '}
              <span className="field__optional">
                <FormattedMessage id="form.optional" />
              </span>
            </label>
            <input id={fid('validUntil')} type="date" className="field__input" value={values.validUntil} min={values.validFrom || undefined} onChange={(event) => set('validUntil')(event.target.value)} />
            {errors.validUntil && <ErrorText id={`${fid('validUntil')}-error`} text={errors.validUntil} />}
          </div>
        </div>
        <fieldset className="agreement-form__group">
          <legend>
            <FormattedMessage id="billingTerms.agreements.pricesLegend" />
          </legend>
          <div className="lang-pair">
            <TextField
              id={fid('shortStop')}
              label={<FormattedMessage id="billingTerms.agreements.shortStop" />}
              hint={<FormattedMessage id="billingTerms.agreements.listPriceHint" />}
              optional
              value={values.shortStop}
              onChange={set('shortStop')}
              error={errors.shortStop}
              addon={<span className="terms-suffix" aria-hidden="true">€</span>}
            />
            <TextField
              id={fid('longStop')}
              label={<FormattedMessage id="billingTerms.agreements.longStop" />}
              hint={<FormattedMessage id="billingTerms.agreements.listPriceHint" />}
              optional
              value={values.longStop}
              onChange={set('longStop')}
              error={errors.longStop}
              addon={<span className="terms-suffix" aria-hidden="true">€</span>}
            />
          </div>
          <div className="agreement-form__dishes" id={fid('dishPrices')} tabIndex={-1}>
            <p className="field__label">
              <FormattedMessage id="billingTerms.agreements.dishes" />
            </p>
            {dishRows.map((row, index) => (
              <div key={index} className="agreement-form__dish">
                <select
                  className="field__input"
                  aria-label={intl.formatMessage({ id: 'billingTerms.agreements.dish' })}
                  value={row.menuItemId}
                  onChange={(event) => {
                    setDishRows((rows) => rows.map((r, i) => (i === index ? { ...r, menuItemId: event.target.value } : r)));
                    setErrors({});
                  }}
                >
                  {dishes.map((dish) => (
                    <option key={dish.id} value={dish.id}>
                      {dish.name}
                    </option>
                  ))}
                </select>
                <span className="field__control field__control--addon">
                  <input
                    className="field__input"
                    aria-label={intl.formatMessage({ id: 'billingTerms.agreements.dishPrice' })}
                    value={row.price}
                    onChange={(event) => {
                      setDishRows((rows) => rows.map((r, i) => (i === index ? { ...r, price: event.target.value } : r)));
                      setErrors({});
                    }}
                  />
                  <span className="terms-suffix" aria-hidden="true">
                    €
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn--ghost btn--small btn--danger-ghost"
                  aria-label={intl.formatMessage({ id: 'billingTerms.agreements.removeDish' })}
                  onClick={() => setDishRows((rows) => rows.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </div>
            ))}
            {dishes.length > 0 && dishRows.length < AGREEMENT_DISH_PRICES_MAX && (
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setDishRows((rows) => [...rows, { menuItemId: dishes.find((d) => !rows.some((r) => r.menuItemId === d.id))?.id ?? dishes[0]!.id, price: '' }])}>
                <span aria-hidden="true">+</span> <FormattedMessage id="billingTerms.agreements.addDish" />
              </button>
            )}
            {errors.dishPrices && <ErrorText id={`${fid('dishPrices')}-error`} text={errors.dishPrices} />}
          </div>
          <label className="choice">
            <input type="checkbox" checked={values.pricesIncludeVat} onChange={(event) => set('pricesIncludeVat')(event.target.checked)} />
            <span>
              <FormattedMessage id="billingTerms.agreements.includesVat" />
            </span>
          </label>
        </fieldset>
        <fieldset className="agreement-form__group" id={fid('freePlaces')} tabIndex={-1}>
          <legend>
            <FormattedMessage id="billingTerms.agreements.groupLegend" />
          </legend>
          <div className="lang-pair">
            <TextField
              id={`${fid('freePlaces')}-per`}
              label={<FormattedMessage id="billingTerms.agreements.freePer" />}
              hint={<FormattedMessage id="billingTerms.agreements.freePerHint" />}
              optional
              inputMode="numeric"
              value={values.freePer}
              onChange={set('freePer')}
              error={errors.freePlaces}
            />
            <TextField id={`${fid('freePlaces')}-max`} label={<FormattedMessage id="billingTerms.agreements.freeMax" />} optional inputMode="numeric" value={values.freeMax} onChange={set('freeMax')} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-crew`}>
              <FormattedMessage id="billingTerms.agreements.crew" />
            </label>
            <select id={`${id}-crew`} className="field__input" value={values.crew} onChange={(event) => set('crew')(event.target.value)}>
              <option value="default">{intl.formatMessage({ id: 'billingTerms.agreements.crewDefault' })}</option>
              <option value="free">{intl.formatMessage({ id: 'billingTerms.agreements.crewFreeOption' })}</option>
              <option value="charged">{intl.formatMessage({ id: 'billingTerms.agreements.crewChargedOption' })}</option>
            </select>
          </div>
          <div className="lang-pair">
            {numberField('paymentTermsDays', <FormattedMessage id="billingTerms.agreements.paymentDaysLabel" />, <FormattedMessage id="billingTerms.agreements.defaultHint" />)}
            {numberField('guaranteedPercent', <FormattedMessage id="billingTerms.agreements.guaranteedLabel" />, <FormattedMessage id="billingTerms.agreements.guaranteedHint" />, '%')}
          </div>
        </fieldset>
        <fieldset className="agreement-form__group">
          <legend>
            <FormattedMessage id="billingTerms.agreements.cancellationLegend" />
          </legend>
          <label className="choice">
            <input type="checkbox" checked={ownTerms} onChange={(event) => setOwnTerms(event.target.checked)} />
            <span>
              <FormattedMessage id="billingTerms.agreements.ownTerms" values={{ max: CANCELLATION_TIERS_MAX }} />
            </span>
          </label>
          {ownTerms && (
            <TiersEditor
              idPrefix={`${id}-tiers`}
              value={tiers}
              onChange={(next) => {
                setTiers(next);
                setErrors({});
              }}
              error={errors.cancellation}
            />
          )}
        </fieldset>
        <fieldset className="agreement-form__group">
          <legend>
            <FormattedMessage id="billingTerms.deposit.agreementLegend" />
          </legend>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-deposit-choice`}>
              <FormattedMessage id="billingTerms.deposit.agreementChoice" />
            </label>
            <select id={`${id}-deposit-choice`} className="field__input" value={depositChoice} onChange={(event) => (setDepositChoice(event.target.value as DepositChoice), setErrors({}))}>
              <option value="default">{intl.formatMessage({ id: 'billingTerms.deposit.agreementDefault' })}</option>
              <option value="none">{intl.formatMessage({ id: 'billingTerms.deposit.agreementNone' })}</option>
              <option value="own">{intl.formatMessage({ id: 'billingTerms.deposit.agreementOwn' })}</option>
            </select>
          </div>
          {depositChoice === 'own' && (
            <DepositEditor idPrefix={`${id}-deposit`} value={deposit} allowNone={false} onChange={(next) => (setDeposit(next), setErrors({}))} error={errors.depositTerms} />
          )}
        </fieldset>
        <FormMessage tone="danger" text={problem} />
        <div className="confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={props.onClose} disabled={busy}>
            <FormattedMessage id="staff.action.cancel" />
          </button>
          <SubmitButton busy={busy}>
            <FormattedMessage id="staff.action.save" />
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
