// Registration of an organisation account (/register, docs/product.md § Account rules): the form,
// checked in the browser as the server checks it, the server's field problems on their fields, and
// after success a dialog that says to check the inbox and offers to send the verification e-mail again.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import { BILLING_FIELDS, BillingFields, EMPTY_BILLING, billingInput, billingProblems, type BillingErrors, type BillingValues } from './BillingDetailsSection.tsx';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { ResendVerification } from './ResendVerification.tsx';
import {
  LIMITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_FIELDS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  firstInvalid,
  hasErrors,
  normaliseEmail,
  optional,
  pickFields,
  validateRegistration,
  type FieldErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../../components/forms/validation.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { titles } from '../../i18n/messages.ts';
import type { RegisterPageMutation } from './__generated__/RegisterPageMutation.graphql';

const mutation = graphql`
  mutation RegisterPageMutation($input: RegisterClientInput!) {
    registerClient(input: $input) {
      email
      resendAvailableInSeconds
    }
  }
`;

const EMPTY: RegistrationValues = {
  name: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  username: '',
  password: '',
  passwordConfirmation: '',
  contactInfo: '',
  acceptTerms: false,
};

/** Usual time until staff approve a new account, in hours (docs/product.md § Constants). */
const APPROVAL_HOURS = 12;

const id = (field: RegistrationField) => `register-${field}`;

function RegisteredDialog(props: { open: boolean; onClose(): void; email: string; waitSeconds: number }) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      tone="success"
      title={<FormattedMessage id="page.register.doneTitle" />}
      description={
        <>
          <p>
            <FormattedMessage id="page.register.doneText" values={{ email: <strong className="nowrap-email">{props.email}</strong> }} />
          </p>
          <p className="dialog__note">
            <FormattedMessage id="page.register.doneApproval" values={{ hours: APPROVAL_HOURS }} />
          </p>
        </>
      }
    >
      <div className="dialog__actions">
        <div className="dialog__resend">
          <p className="dialog__label">
            <FormattedMessage id="page.register.noMail" />
          </p>
          <ResendVerification email={props.email} waitSeconds={props.waitSeconds} variant="ghost" />
        </div>
        <Link to="/login" className="btn btn--primary btn--block">
          <FormattedMessage id="page.register.toSignIn" />
        </Link>
      </div>
    </Dialog>
  );
}

export function Component() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [commit] = useMutation<RegisterPageMutation>(mutation);
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<{ email: string; waitSeconds: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Billing details are optional at registration: the section stays closed unless opened, and is
  // sent only when something was typed in it.
  const [billingOpen, setBillingOpen] = useState(false);
  const [billing, setBilling] = useState<BillingValues>(EMPTY_BILLING);
  const [billingErrors, setBillingErrors] = useState<BillingErrors>({});
  const billingGiven = BILLING_FIELDS.some((f) => f !== 'countryCode' && billing[f].trim() !== '');

  const set = <K extends RegistrationField>(field: K) => (value: RegistrationValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const error = (field: RegistrationField): Text | null => (errors[field] ? fieldMessage(field, errors[field]) : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateRegistration(values);
    setErrors(found);
    setProblem(null);
    if (hasErrors(found)) {
      focusField(id(firstInvalid(REGISTRATION_FIELDS, found)!));
      return;
    }
    const billingFound = billingGiven ? billingProblems(billing) : {};
    setBillingErrors(billingFound);
    const billingInvalid = BILLING_FIELDS.find((f) => billingFound[f]);
    if (billingInvalid) {
      setBillingOpen(true);
      focusField(`register-billing-${billingInvalid}`);
      return;
    }
    setBusy(true);
    try {
      const data = await commitAsync(commit, {
        input: {
          name: values.name.trim(),
          firstName: optional(values.firstName),
          lastName: optional(values.lastName),
          email: normaliseEmail(values.email),
          phone: optional(values.phone),
          username: values.username.trim().toLowerCase(),
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
          contactInfo: optional(values.contactInfo),
          acceptTerms: values.acceptTerms,
          language,
          billingDetails: billingGiven ? billingInput(billing) : null,
        },
      });
      setRegistered({ email: data.registerClient.email, waitSeconds: data.registerClient.resendAvailableInSeconds });
      setValues(EMPTY);
      setDialogOpen(true);
    } catch (caught) {
      const found = readProblem(caught);
      const fields = pickFields(REGISTRATION_FIELDS, found.fields);
      setErrors(fields);
      const billingFields: BillingErrors = {};
      for (const field of BILLING_FIELDS) if (found.fields[field]) billingFields[field] = found.fields[field];
      setBillingErrors(billingFields);
      const invalid = firstInvalid(REGISTRATION_FIELDS, fields);
      const billingInvalid = BILLING_FIELDS.find((f) => billingFields[f]);
      if (invalid) focusField(id(invalid));
      else if (billingInvalid) {
        setBillingOpen(true);
        focusField(`register-billing-${billingInvalid}`);
      } else setProblem(problemMessage(found));
    } finally {
      setBusy(false);
    }
  }

  if (registered) {
    return (
      <Page title={titles.register} narrow>
        <div className="card result" role="status">
          <span className="result__icon result__icon--success" aria-hidden="true">
            ✓
          </span>
          <h2 className="result__title">
            <FormattedMessage id="page.register.doneTitle" />
          </h2>
          <p>
            <FormattedMessage id="page.register.doneText" values={{ email: <strong className="nowrap-email">{registered.email}</strong> }} />
          </p>
          <div className="result__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setDialogOpen(true)}>
              <FormattedMessage id="page.register.resendAgain" />
            </button>
            <Link to="/login" className="btn btn--primary">
              <FormattedMessage id="page.register.toSignIn" />
            </Link>
          </div>
        </div>
        <RegisteredDialog open={dialogOpen} onClose={() => setDialogOpen(false)} email={registered.email} waitSeconds={registered.waitSeconds} />
      </Page>
    );
  }

  return (
    <Page title={titles.register} lead={<FormattedMessage id="page.register.lead" values={{ hours: APPROVAL_HOURS }} />} narrow>
      <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <p className="form__intro">
          <FormattedMessage id="form.optionalNote" />
        </p>
        <fieldset className="form__group">
          <legend className="form__legend">
            <FormattedMessage id="page.register.organisation" />
          </legend>
          <TextField
            id={id('name')}
            label={<FormattedMessage id="form.organisationName" />}
            autoComplete="organization"
            maxLength={LIMITS.name}
            value={values.name}
            onChange={set('name')}
            error={error('name')}
          />
          <div className="form__row">
            <TextField
              id={id('firstName')}
              label={<FormattedMessage id="form.firstName" />}
              optional
              autoComplete="given-name"
              maxLength={LIMITS.firstName}
              value={values.firstName}
              onChange={set('firstName')}
              error={error('firstName')}
            />
            <TextField
              id={id('lastName')}
              label={<FormattedMessage id="form.lastName" />}
              optional
              autoComplete="family-name"
              maxLength={LIMITS.lastName}
              value={values.lastName}
              onChange={set('lastName')}
              error={error('lastName')}
            />
          </div>
          <TextField
            id={id('phone')}
            label={<FormattedMessage id="form.phone" />}
            optional
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            value={values.phone}
            onChange={set('phone')}
            error={error('phone')}
          />
          <TextField
            id={id('contactInfo')}
            label={<FormattedMessage id="form.contactInfo" />}
            optional
            multiline
            rows={3}
            maxLength={LIMITS.contactInfo}
            hint={<FormattedMessage id="form.contactInfoHint" />}
            value={values.contactInfo}
            onChange={set('contactInfo')}
            error={error('contactInfo')}
          />
        </fieldset>

        <fieldset className="form__group">
          <legend className="form__legend">
            <FormattedMessage id="page.register.account" />
          </legend>
          <TextField
            id={id('email')}
            label={<FormattedMessage id="form.email" />}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            hint={<FormattedMessage id="page.register.emailHint" />}
            value={values.email}
            onChange={set('email')}
            error={error('email')}
          />
          {errors.email === 'EMAIL_TAKEN' && (
            <p className="field__links">
              <Link to="/login">
                <FormattedMessage id="page.register.takenSignIn" />
              </Link>
              <Link to="/login?mode=forgot">
                <FormattedMessage id="page.register.takenReset" />
              </Link>
            </p>
          )}
          <TextField
            id={id('username')}
            label={<FormattedMessage id="form.username" />}
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            maxLength={USERNAME_MAX_LENGTH}
            hint={<FormattedMessage id="page.register.usernameHint" values={{ min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH }} />}
            value={values.username}
            onChange={set('username')}
            error={error('username')}
          />
          <PasswordField
            id={id('password')}
            label={<FormattedMessage id="form.password" />}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={<FormattedMessage id="form.passwordHint" values={{ min: PASSWORD_MIN_LENGTH }} />}
            value={values.password}
            onChange={set('password')}
            error={error('password')}
          />
          <PasswordField
            id={id('passwordConfirmation')}
            label={<FormattedMessage id="form.passwordConfirmation" />}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={values.passwordConfirmation}
            onChange={set('passwordConfirmation')}
            error={error('passwordConfirmation')}
          />
        </fieldset>

        <details className="form__group register__billing" open={billingOpen} onToggle={(event) => setBillingOpen(event.currentTarget.open)}>
          <summary className="form__legend">
            <FormattedMessage id="billing.registerToggle" />{' '}
            <span className="field__optional">
              <FormattedMessage id="form.optional" />
            </span>
          </summary>
          <p className="field__hint">
            <FormattedMessage id="billing.registerHint" />
          </p>
          <BillingFields
            idPrefix="register-billing"
            values={billing}
            errors={billingErrors}
            onChange={(field, value) => {
              setBilling((b) => ({ ...b, [field]: value }));
              setBillingErrors((e) => ({ ...e, [field]: undefined }));
            }}
          />
        </details>

        <CheckboxField
          id={id('acceptTerms')}
          checked={values.acceptTerms}
          onChange={set('acceptTerms')}
          error={error('acceptTerms')}
          label={
            <FormattedMessage
              id="page.register.terms"
              values={{
                privacy: (chunks) => (
                  <Link to="/privacy-policy" target="_blank" rel="noopener">
                    {chunks}
                    <span className="visually-hidden"> {intl.formatMessage({ id: 'page.register.opensInNewTab' })}</span>
                  </Link>
                ),
                terms: (chunks) => (
                  <Link to="/terms-of-service" target="_blank" rel="noopener">
                    {chunks}
                    <span className="visually-hidden"> {intl.formatMessage({ id: 'page.register.opensInNewTab' })}</span>
                  </Link>
                ),
              }}
            />
          }
        />
        <FormMessage tone="danger" text={problem} />
        <SubmitButton busy={busy}>
          <FormattedMessage id="page.register.submit" />
        </SubmitButton>
      </form>
      <p className="page__footnote">
        <FormattedMessage id="page.register.haveAccount" values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }} />
      </p>
    </Page>
  );
}
