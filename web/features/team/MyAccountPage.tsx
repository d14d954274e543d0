// Every member of staff's own account (/adminis/account): their name and language (which also
// switches the app), and a new password, proven with the current one.
import '../staff/staff-page.css';
import '../../components/forms/forms.css';
import './team.css';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, PasswordField, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { firstInvalid, hasErrors, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, pickFields, type FieldErrors } from '../../components/forms/validation.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import { languageNames, titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { myAccountText } from './messages.ts';
import {
  PASSWORD_CHANGE_FIELDS,
  STAFF_NAME_MAX_LENGTH,
  nameErrors,
  teamFieldMessage,
  teamProblemMessage,
  validatePasswordChange,
  type PasswordChangeField,
} from './team.ts';
import type { MyAccountPageQuery } from './__generated__/MyAccountPageQuery.graphql';
import type { MyAccountPage_profile$key } from './__generated__/MyAccountPage_profile.graphql';
import type { MyAccountPageProfileMutation } from './__generated__/MyAccountPageProfileMutation.graphql';
import type { MyAccountPagePasswordMutation } from './__generated__/MyAccountPagePasswordMutation.graphql';
import { CalendarFeedCard } from '../calendar/CalendarFeedCard.tsx';

const query = graphql`
  query MyAccountPageQuery {
    viewer {
      staff {
        email
        ...MyAccountPage_profile
        calendarFeed {
          ...CalendarFeedCard_feed
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<MyAccountPageQuery>('admin.account', query, {}) };
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<MyAccountPageQuery> }>();
  const data = usePageQuery<MyAccountPageQuery>(query, ref);
  const staff = data.viewer.staff;
  if (!staff) return null;
  return (
    <Page title={titles.myAccount} lead={<FormattedMessage id="account.lead" values={{ email: <strong>{staff.email}</strong> }} />} narrow>
      <div className="account-sections">
        <Profile staff={staff} />
        <PasswordChange email={staff.email} />
        <CalendarFeedCard owner="staff" feed={staff.calendarFeed} />
      </div>
    </Page>
  );
}

// ————— name and language —————

const profileMutation = graphql`
  mutation MyAccountPageProfileMutation($input: UpdateMyStaffAccountInput!) {
    updateMyStaffAccount(input: $input) {
      staffMember {
        ...MyAccountPage_profile
      }
    }
  }
`;

function Profile(props: { staff: MyAccountPage_profile$key }) {
  const intl = useIntl();
  const staff = useFragment(
    graphql`
      fragment MyAccountPage_profile on StaffMember {
        name
        language
      }
    `,
    props.staff,
  );
  const { setLanguage } = useLanguage();
  const [commit] = useMutation<MyAccountPageProfileMutation>(profileMutation);
  const [name, setName] = useState(staff.name);
  const [language, setChoice] = useState<Language>(staff.language === 'sl' ? 'sl' : 'en');
  const [error, setError] = useState<Text | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: Text } | null>(null);
  const [busy, setBusy] = useState(false);
  const unchanged = name.trim() === staff.name && language === staff.language;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = nameErrors(name);
    setResult(null);
    if (found.name) {
      setError(teamFieldMessage('name', found.name));
      focusField('account-name');
      return;
    }
    setBusy(true);
    try {
      await commitAsync(commit, { input: { name: name.trim(), language } });
      // The preference is the app's language too: switch it and remember it in the cookie.
      await setLanguage(language);
      setName(name.trim());
      setResult({ tone: 'success', text: { descriptor: myAccountText.saved } });
    } catch (caught) {
      const found = readProblem(caught);
      if (found.fields.name) {
        setError(teamFieldMessage('name', found.fields.name));
        focusField('account-name');
      } else setResult({ tone: 'danger', text: teamProblemMessage(found) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account-section" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className="card__title">
        <FormattedMessage id="account.profile.title" />
      </h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <TextField
          id="account-name"
          label={<FormattedMessage id="team.field.name" />}
          hint={<FormattedMessage id="account.profile.nameHint" />}
          autoComplete="name"
          maxLength={STAFF_NAME_MAX_LENGTH}
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
            setResult(null);
          }}
          error={error}
        />
        <fieldset className="choice-group">
          <legend className="field__label">
            <FormattedMessage id="account.profile.language" />
          </legend>
          <p className="field__hint">
            <FormattedMessage id="account.profile.languageHint" />
          </p>
          {LANGUAGES.map((code) => (
            <label key={code} className="choice" lang={code}>
              <input
                type="radio"
                name="account-language"
                value={code}
                checked={language === code}
                onChange={() => {
                  setChoice(code);
                  setResult(null);
                }}
              />
              <span>{intl.formatMessage(languageNames[code])}</span>
            </label>
          ))}
        </fieldset>
        <FormMessage tone={result?.tone ?? 'success'} text={result?.text ?? null} />
        <div className="form__actions">
          <SubmitButton busy={busy} wide={false} disabled={unchanged}>
            <FormattedMessage id="account.profile.save" />
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

// ————— password —————

const passwordMutation = graphql`
  mutation MyAccountPagePasswordMutation($input: ChangeMyPasswordInput!) {
    changeMyPassword(input: $input) {
      ok
    }
  }
`;

const passwordIds: Record<PasswordChangeField, string> = {
  currentPassword: 'account-current-password',
  newPassword: 'account-new-password',
  newPasswordConfirmation: 'account-new-password-confirmation',
};

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

function PasswordChange(props: { email: string }) {
  const [commit] = useMutation<MyAccountPagePasswordMutation>(passwordMutation);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordChangeField>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: Text } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: PasswordChangeField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setResult(null);
  };
  const error = (field: PasswordChangeField) => (errors[field] ? teamFieldMessage(field, errors[field]) : null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validatePasswordChange(values, { email: props.email, name: '' });
    setErrors(found);
    setResult(null);
    if (hasErrors(found)) {
      focusField(passwordIds[firstInvalid(PASSWORD_CHANGE_FIELDS, found)!]);
      return;
    }
    setBusy(true);
    try {
      await commitAsync(commit, { input: values });
      setValues(EMPTY);
      setResult({ tone: 'success', text: { descriptor: myAccountText.passwordChanged } });
    } catch (caught) {
      const found = readProblem(caught);
      const fields = pickFields(PASSWORD_CHANGE_FIELDS, found.fields);
      setErrors(fields);
      const invalid = firstInvalid(PASSWORD_CHANGE_FIELDS, fields);
      if (invalid) {
        if (invalid === 'currentPassword') setValues((current) => ({ ...current, currentPassword: '' }));
        focusField(passwordIds[invalid]);
      } else setResult({ tone: 'danger', text: teamProblemMessage(found) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account-section" aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="card__title">
        <FormattedMessage id="account.password.title" />
      </h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        {/* Lets password managers tie the new password to the right account. */}
        <input type="email" name="username" autoComplete="username" value={props.email} readOnly hidden />
        <PasswordField
          id={passwordIds.currentPassword}
          label={<FormattedMessage id="account.password.current" />}
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={error('currentPassword')}
        />
        <PasswordField
          id={passwordIds.newPassword}
          label={<FormattedMessage id="form.newPassword" />}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={<FormattedMessage id="form.passwordHint" values={{ min: PASSWORD_MIN_LENGTH }} />}
          value={values.newPassword}
          onChange={set('newPassword')}
          error={error('newPassword')}
        />
        <PasswordField
          id={passwordIds.newPasswordConfirmation}
          label={<FormattedMessage id="form.passwordConfirmation" />}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.newPasswordConfirmation}
          onChange={set('newPasswordConfirmation')}
          error={error('newPasswordConfirmation')}
        />
        <p className="field__hint">
          <FormattedMessage id="account.password.note" />
        </p>
        <FormMessage tone={result?.tone ?? 'success'} text={result?.text ?? null} />
        <div className="form__actions">
          <SubmitButton busy={busy} wide={false}>
            <FormattedMessage id="account.password.submit" />
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
