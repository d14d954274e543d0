// Whom the organisation's invoices are made out to (My account): legal name, address, country, VAT ID
// and where invoices go. Checked by the server's rules (graph/domain/invoice-parties.ts, the VAT ID
// for its country); each refused field says why. Registration asks for the same fields, optionally.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { BILLING_TEXT_LIMITS } from '../../../graph/domain/invoice-parties.ts';
import { BILLING_COUNTRIES } from '../../../graph/domain/vat-id.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import type { BillingDetailsSection_client$key } from './__generated__/BillingDetailsSection_client.graphql';
import type { BillingDetailsSectionMutation } from './__generated__/BillingDetailsSectionMutation.graphql';

export const BILLING_FIELDS = ['legalName', 'addressLine', 'postcode', 'city', 'countryCode', 'vatId', 'billingEmail'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingValues = Record<BillingField, string>;
export type BillingErrors = Partial<Record<BillingField, string>>;

export const EMPTY_BILLING: BillingValues = { legalName: '', addressLine: '', postcode: '', city: '', countryCode: 'SI', vatId: '', billingEmail: '' };

/** The field's error in words: the server's codes (REQUIRED, TOO_LONG, INVALID_FORMAT…). */
export function billingFieldText(code: string | undefined): Text | null {
  if (!code) return null;
  const known = ['REQUIRED', 'TOO_LONG', 'UNKNOWN_COUNTRY', 'WRONG_COUNTRY', 'INVALID_FORMAT', 'INVALID_EMAIL'];
  return { descriptor: { id: known.includes(code) ? `billing.error.${code}` : 'billing.error.INVALID_FORMAT' } };
}

/** What the browser can tell before asking: the required fields. The server checks the rest. */
export function billingProblems(values: BillingValues): BillingErrors {
  const errors: BillingErrors = {};
  for (const field of ['legalName', 'addressLine', 'postcode', 'city'] as const) if (!values[field].trim()) errors[field] = 'REQUIRED';
  return errors;
}

export function billingInput(values: BillingValues) {
  return {
    legalName: values.legalName.trim(),
    addressLine: values.addressLine.trim(),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    vatId: values.vatId.trim() || null,
    billingEmail: values.billingEmail.trim() || null,
  };
}

/** The billing fields, for My account and registration. */
export function BillingFields(props: { idPrefix: string; values: BillingValues; errors: BillingErrors; onChange(field: BillingField, value: string): void }) {
  const intl = useIntl();
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const countries = [...BILLING_COUNTRIES].map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  const id = (field: BillingField) => `${props.idPrefix}-${field}`;
  const text = (field: BillingField, label: string, options: { optional?: boolean; autoComplete?: string; maxLength: number; type?: 'email'; hint?: string }) => (
    <TextField
      id={id(field)}
      label={<FormattedMessage id={label} />}
      optional={options.optional}
      autoComplete={options.autoComplete}
      maxLength={options.maxLength}
      type={options.type}
      hint={options.hint ? <FormattedMessage id={options.hint} /> : undefined}
      value={props.values[field]}
      onChange={(value) => props.onChange(field, value)}
      error={billingFieldText(props.errors[field])}
    />
  );
  const countryError = billingFieldText(props.errors.countryCode);
  return (
    <>
      {text('legalName', 'billing.field.legalName', { autoComplete: 'organization', maxLength: BILLING_TEXT_LIMITS.legalName })}
      {text('addressLine', 'billing.field.addressLine', { autoComplete: 'street-address', maxLength: BILLING_TEXT_LIMITS.addressLine })}
      <div className="form__row">
        {text('postcode', 'billing.field.postcode', { autoComplete: 'postal-code', maxLength: BILLING_TEXT_LIMITS.postcode })}
        {text('city', 'billing.field.city', { autoComplete: 'address-level2', maxLength: BILLING_TEXT_LIMITS.city })}
      </div>
      <div className={`field${countryError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id('countryCode')}>
          <FormattedMessage id="billing.field.countryCode" />
        </label>
        <div className="field__control">
          <select id={id('countryCode')} className="field__input" autoComplete="country" value={props.values.countryCode} onChange={(event) => props.onChange('countryCode', event.target.value)}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {countryError && (
          <p className="field__error">
            <FormattedMessage {...countryError.descriptor} />
          </p>
        )}
      </div>
      {text('vatId', 'billing.field.vatId', { optional: true, maxLength: 30, hint: 'billing.field.vatIdHint' })}
      {text('billingEmail', 'billing.field.billingEmail', { optional: true, type: 'email', autoComplete: 'email', maxLength: BILLING_TEXT_LIMITS.email, hint: 'billing.field.billingEmailHint' })}
    </>
  );
}

const mutation = graphql`
  mutation BillingDetailsSectionMutation($input: SaveBillingDetailsInput!) {
    saveBillingDetails(input: $input) {
      client {
        id
        billingDetails {
          legalName
          addressLine
          postcode
          city
          countryCode
          vatId
          billingEmail
        }
      }
    }
  }
`;

export function BillingDetailsSection(props: { client: BillingDetailsSection_client$key }) {
  const client = useFragment(
    graphql`
      fragment BillingDetailsSection_client on Client {
        billingDetails {
          legalName
          addressLine
          postcode
          city
          countryCode
          vatId
          billingEmail
        }
      }
    `,
    props.client,
  );
  const uid = useId();
  const prefix = `billing-${uid.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const d = client.billingDetails;
  const [values, setValues] = useState<BillingValues>(() =>
    d ? { legalName: d.legalName, addressLine: d.addressLine, postcode: d.postcode, city: d.city, countryCode: d.countryCode, vatId: d.vatId ?? '', billingEmail: d.billingEmail ?? '' } : EMPTY_BILLING,
  );
  const [errors, setErrors] = useState<BillingErrors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: Text } | null>(null);
  const [commit, busy] = useMutation<BillingDetailsSectionMutation>(mutation);

  const onChange = (field: BillingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setResult(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = billingProblems(values);
    setErrors(found);
    const first = BILLING_FIELDS.find((f) => found[f]);
    if (first) {
      focusField(`${prefix}-${first}`);
      return;
    }
    try {
      const data = await commitAsync(commit, { input: { billingDetails: billingInput(values) } });
      const saved = data.saveBillingDetails.client.billingDetails;
      if (saved) setValues({ ...saved, vatId: saved.vatId ?? '', billingEmail: saved.billingEmail ?? '' });
      setResult({ tone: 'success', text: { descriptor: { id: 'billing.saved' } } });
    } catch (caught) {
      const problem = readProblem(caught);
      const fields: BillingErrors = {};
      for (const field of BILLING_FIELDS) if (problem.fields[field]) fields[field] = problem.fields[field];
      setErrors(fields);
      const invalid = BILLING_FIELDS.find((f) => fields[f]);
      if (invalid) focusField(`${prefix}-${invalid}`);
      else setResult({ tone: 'danger', text: problemMessage(problem) });
    }
  }

  return (
    <section className="card profile__section" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="card__title">
        <FormattedMessage id="billing.title" />
      </h2>
      <p className="form__note">
        <FormattedMessage id={d ? 'billing.lead' : 'billing.leadMissing'} />
      </p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <BillingFields idPrefix={prefix} values={values} errors={errors} onChange={onChange} />
        <FormMessage tone={result?.tone ?? 'success'} text={result?.text ?? null} />
        <div className="form__actions">
          <SubmitButton busy={busy} wide={false}>
            <FormattedMessage id="billing.save" />
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
