// Manager: the restaurant's billing — its details as the seller on invoices, how many days clients
// have to pay, the default cancellation terms (tiers and the no-show share) and the VAT rates prices
// are taxed at. Agreements with single organisations are on their client cards.
import '../staff/staff-page.css';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { titles } from '../../i18n/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { SELLER_INPUT_LIMITS } from '../../../graph/domain/invoice-parties.ts';
import { BILLING_COUNTRIES } from '../../../graph/domain/vat-id.ts';
import { PAYMENT_TERMS_MAX_DAYS } from '../../../graph/domain/billing-terms.ts';
import { fieldCodeText, termsProblemMessage } from './messages.ts';
import { termsFromRows } from './terms-form.ts';
import { TiersEditor, tiersProblem, type TiersValue } from './TiersEditor.tsx';
import { VatRatesPanel } from './VatRatesPanel.tsx';
import { DepositSettingsPanel } from './DepositSettingsPanel.tsx';
import { reminderDaysFromText } from './reminder-days.ts';
import { REMINDER_STEPS_MAX } from '../../../graph/domain/payments.ts';
import '../../components/forms/forms.css';
import '../website/panel.css';
import '../website/lang-pair.css';
import './BillingSettingsPage.css';
import type { BillingSettingsPageQuery, BillingSettingsPageQuery$data } from './__generated__/BillingSettingsPageQuery.graphql';
import type { BillingSettingsPageSaveMutation } from './__generated__/BillingSettingsPageSaveMutation.graphql';

const query = graphql`
  query BillingSettingsPageQuery {
    billingSettings {
      legalName
      addressLine
      postcode
      city
      countryCode
      vatId
      registrationNumber
      iban
      bic
      email
      invoiceFooterEn
      invoiceFooterSl
      paymentTermsDays
      reminderDays
      cancellationTerms {
        tiers {
          hoursBefore
          percent
        }
        noShowPercent
      }
      # The deposits are their own form, with their own mutation.
      ...DepositSettingsPanel_settings
    }
    ...VatRatesPanel_query
  }
`;

const saveMutation = graphql`
  mutation BillingSettingsPageSaveMutation($input: UpdateBillingSettingsInput!) {
    updateBillingSettings(input: $input) {
      billingSettings {
        legalName
        addressLine
        postcode
        city
        countryCode
        vatId
        registrationNumber
        iban
        bic
        email
        invoiceFooterEn
        invoiceFooterSl
        paymentTermsDays
        reminderDays
        cancellationTerms {
          tiers {
            hoursBefore
            percent
          }
          noShowPercent
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<BillingSettingsPageQuery>('admin.website.billing', query, {}) };
}

type Settings = Omit<BillingSettingsPageQuery$data['billingSettings'], ' $fragmentSpreads'>;
const TEXT_FIELDS = ['legalName', 'addressLine', 'postcode', 'city', 'vatId', 'registrationNumber', 'iban', 'bic', 'email', 'invoiceFooterEn', 'invoiceFooterSl'] as const;
type TextKey = (typeof TEXT_FIELDS)[number];
type FieldKey = TextKey | 'countryCode' | 'paymentTermsDays' | 'reminderDays' | 'cancellationTerms';
const LIMITS: Record<TextKey, number> = SELLER_INPUT_LIMITS;

const words = defineMessages({
  saved: { id: 'billingTerms.settings.saved' },
  legalName: { id: 'billingTerms.settings.legalName' },
  addressLine: { id: 'billingTerms.settings.addressLine' },
  postcode: { id: 'billingTerms.settings.postcode' },
  city: { id: 'billingTerms.settings.city' },
  vatId: { id: 'billingTerms.settings.vatId' },
  vatIdHint: { id: 'billingTerms.settings.vatIdHint' },
  registrationNumber: { id: 'billingTerms.settings.registrationNumber' },
  email: { id: 'billingTerms.settings.email' },
  iban: { id: 'billingTerms.settings.iban' },
  bic: { id: 'billingTerms.settings.bic' },
  invoiceFooterEn: { id: 'billingTerms.settings.footerEn' },
  invoiceFooterSl: { id: 'billingTerms.settings.footerSl' },
});

function valuesOf(s: Settings): Record<TextKey | 'countryCode' | 'paymentTermsDays' | 'reminderDays', string> {
  return {
    legalName: s.legalName,
    addressLine: s.addressLine,
    postcode: s.postcode,
    city: s.city,
    countryCode: s.countryCode,
    vatId: s.vatId,
    registrationNumber: s.registrationNumber,
    iban: s.iban,
    bic: s.bic,
    email: s.email,
    invoiceFooterEn: s.invoiceFooterEn,
    invoiceFooterSl: s.invoiceFooterSl,
    paymentTermsDays: String(s.paymentTermsDays),
    reminderDays: s.reminderDays.join(', '),
  };
}

/** The stored terms as the editor's rows. */
function tiersOf(terms: Settings['cancellationTerms']): TiersValue {
  return { rows: terms.tiers.map((t) => ({ hoursBefore: String(t.hoursBefore), percent: String(t.percent) })), noShowPercent: String(terms.noShowPercent) };
}

function SettingsForm(props: { settings: Settings }) {
  const intl = useIntl();
  const [commit, busy] = useMutation<BillingSettingsPageSaveMutation>(saveMutation);
  const [values, setValues] = useState(() => valuesOf(props.settings));
  const [tiers, setTiers] = useState<TiersValue>(() => tiersOf(props.settings.cancellationTerms));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, Text>>>({});
  const [message, setMessage] = useState<Text | null>(null);
  const liveTiersProblem = tiersProblem(tiers);
  const tiersComplete = tiers.noShowPercent.trim() !== '' && tiers.rows.every((r) => r.hoursBefore.trim() && r.percent.trim());

  const set = (key: TextKey | 'countryCode' | 'paymentTermsDays' | 'reminderDays') => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const field = (key: TextKey, options: { multiline?: boolean; hint?: MessageDescriptor } = {}) => (
    <TextField
      id={`billing-${key}`}
      label={<FormattedMessage {...words[key]} />}
      hint={options.hint ? <FormattedMessage {...options.hint} /> : undefined}
      optional
      multiline={options.multiline}
      rows={options.multiline ? 2 : undefined}
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
      maxLength={LIMITS[key]}
      autoComplete="off"
    />
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const found: Partial<Record<FieldKey, Text>> = {};
    const days = values.paymentTermsDays.trim();
    if (!/^\d{1,3}$/.test(days) || Number(days) > PAYMENT_TERMS_MAX_DAYS) found.paymentTermsDays = fieldCodeText('OUT_OF_RANGE')!;
    const reminders = reminderDaysFromText(values.reminderDays);
    if (!reminders.ok) found.reminderDays = fieldCodeText(reminders.problem)!;
    const terms = termsFromRows(tiers.rows, tiers.noShowPercent);
    if (!terms.ok) found.cancellationTerms = fieldCodeText(terms.problem)!;
    setErrors(found);
    if (!terms.ok || !reminders.ok || Object.keys(found).length) {
      focusField(found.paymentTermsDays ? 'billing-paymentTermsDays' : found.reminderDays ? 'billing-reminderDays' : 'billing-tiers-hours-0');
      return;
    }
    try {
      const answer = await commitAsync(commit, {
        input: {
          ...(Object.fromEntries(TEXT_FIELDS.map((key) => [key, values[key]])) as Record<TextKey, string>),
          countryCode: values.countryCode,
          paymentTermsDays: Number(days),
          reminderDays: reminders.days,
          cancellationTerms: terms.terms,
        },
      });
      const saved = answer.updateBillingSettings?.billingSettings;
      if (saved) {
        setValues(valuesOf(saved));
        setTiers(tiersOf(saved.cancellationTerms));
      }
      toasts.show(words.saved);
    } catch (caught) {
      const problem = readProblem(caught);
      const fromServer: Partial<Record<FieldKey, Text>> = {};
      for (const [key, code] of Object.entries(problem.fields)) {
        const name = (key === 'cancellation' ? 'cancellationTerms' : key) as FieldKey;
        fromServer[name] = fieldCodeText(code, (LIMITS as Record<string, number>)[name])!;
      }
      setErrors(fromServer);
      const first = Object.keys(fromServer)[0];
      if (first) focusField(first === 'cancellationTerms' ? 'billing-tiers-hours-0' : `billing-${first}`);
      else setMessage({ descriptor: termsProblemMessage(problem) });
    }
  }

  const regionNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <section className="panel" aria-labelledby="billing-seller">
        <div className="panel__head">
          <h2 id="billing-seller" className="panel__title">
            <FormattedMessage id="billingTerms.settings.sellerTitle" />
          </h2>
          <p className="panel__hint">
            <FormattedMessage id="billingTerms.settings.sellerHint" />
          </p>
        </div>
        <div className="panel__body billing-grid">
          <div className="billing-grid__wide">{field('legalName')}</div>
          <div className="billing-grid__wide">{field('addressLine')}</div>
          {field('postcode')}
          {field('city')}
          <div className={`field${errors.countryCode ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="billing-countryCode">
              <FormattedMessage id="billingTerms.settings.country" />
            </label>
            <select id="billing-countryCode" className="field__input" value={values.countryCode} onChange={(event) => set('countryCode')(event.target.value)}>
              {BILLING_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {regionNames.of(code) ?? code}
                </option>
              ))}
            </select>
          </div>
          {field('vatId', { hint: words.vatIdHint })}
          {field('registrationNumber')}
          {field('email')}
          {field('iban')}
          {field('bic')}
          <div className="billing-grid__wide lang-pair">
            {field('invoiceFooterEn', { multiline: true })}
            {field('invoiceFooterSl', { multiline: true })}
          </div>
        </div>
      </section>
      <section className="panel" aria-labelledby="billing-terms">
        <div className="panel__head">
          <h2 id="billing-terms" className="panel__title">
            <FormattedMessage id="billingTerms.settings.termsTitle" />
          </h2>
          <p className="panel__hint">
            <FormattedMessage id="billingTerms.settings.termsHint" />
          </p>
        </div>
        <div className="panel__body">
          <div className="billing-days">
            <TextField
              id="billing-paymentTermsDays"
              label={<FormattedMessage id="billingTerms.settings.paymentDays" />}
              hint={<FormattedMessage id="billingTerms.settings.paymentDaysHint" values={{ max: PAYMENT_TERMS_MAX_DAYS }} />}
              inputMode="numeric"
              value={values.paymentTermsDays}
              onChange={set('paymentTermsDays')}
              error={errors.paymentTermsDays}
            />
            <TextField
              id="billing-reminderDays"
              label={<FormattedMessage id="billingTerms.settings.reminderDays" />}
              hint={<FormattedMessage id="billingTerms.settings.reminderDaysHint" values={{ max: REMINDER_STEPS_MAX }} />}
              value={values.reminderDays}
              onChange={set('reminderDays')}
              error={errors.reminderDays}
              optional
            />
          </div>
          <TiersEditor
            idPrefix="billing-tiers"
            value={tiers}
            onChange={(next) => {
              setTiers(next);
              setErrors((current) => ({ ...current, cancellationTerms: undefined }));
            }}
            error={errors.cancellationTerms ?? (tiersComplete ? liveTiersProblem : null)}
          />
        </div>
      </section>
      <FormMessage tone="danger" text={message} />
      <div className="billing-actions">
        <SubmitButton busy={busy} wide={false}>
          <FormattedMessage id="billingTerms.settings.save" />
        </SubmitButton>
      </div>
    </form>
  );
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<BillingSettingsPageQuery> }>();
  const data = usePageQuery<BillingSettingsPageQuery>(query, ref);
  const environment = useRelayEnvironment();
  return (
    <Page title={titles.websiteBilling} lead={<FormattedMessage id="billingTerms.settings.lead" />}>
      <SettingsForm settings={data.billingSettings} />
      <DepositSettingsPanel settings={data.billingSettings} />
      <VatRatesPanel query={data} onAdded={() => void fetchQuery(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise().catch(() => {})} />
    </Page>
  );
}
