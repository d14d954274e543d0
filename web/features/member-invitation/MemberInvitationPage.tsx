// The link of an invitation to an organisation's team (/invitation/{token}): it names the
// organisation and the role; a new person chooses a name, password and language, a person who
// already has an account enters its password; then they land signed in on the client dashboard.
// A used, withdrawn or expired link says so.
import '../../components/forms/forms.css';
import { Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { USER_HOME } from '../../auth/guard.ts';
import { checkAuth, whileSessionChanges } from '../../auth/runtime.ts';
import { RoleName, roleDescriptions, roleNames } from '../../components/MemberRole.tsx';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, PasswordField, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, firstInvalid, hasErrors, passwordProblem, pickFields, type FieldErrors } from '../../components/forms/validation.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import { languageNames, titles } from '../../i18n/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { INVITATION_TTL_DAYS } from '../../../graph/domain/organisation-members/roles.ts';
import { isMemberRole, membersFieldMessage, membersProblemMessage } from '../organisation-team/members.ts';
import type { MemberInvitationPageQuery } from './__generated__/MemberInvitationPageQuery.graphql';
import type { MemberInvitationPageMutation } from './__generated__/MemberInvitationPageMutation.graphql';
import { LinkChecking } from '../../components/Spinner.tsx';

const query = graphql`
  query MemberInvitationPageQuery($token: String!) {
    memberInvitation(token: $token) {
      email
      expired
      hasAccount
      organisationName
      role
    }
  }
`;

const mutation = graphql`
  mutation MemberInvitationPageMutation($input: AcceptMemberInvitationInput!) {
    acceptMemberInvitation(input: $input) {
      clientId
      role
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  // Never from the store: a link is good until it is used, withdrawn or expires.
  return { query: preloadQuery<MemberInvitationPageQuery>('public.memberInvitation', query, { token: params.token ?? '' }, 'network-only') };
}

function Checking() {
  return <LinkChecking messageId="members.invitation.checking" />;
}

function Unusable(props: { expired: boolean; organisation: string | null }) {
  return (
    <div className="card result" data-testid="invitation-unusable">
      <span className="result__icon result__icon--danger" aria-hidden="true">
        !
      </span>
      <div role="alert">
        <h2 className="result__title">
          {props.expired ? <FormattedMessage id="members.invitation.expiredTitle" /> : <FormattedMessage id="members.invitation.invalidTitle" />}
        </h2>
        <p>
          {props.expired ? (
            <FormattedMessage id="members.invitation.expiredText" values={{ days: INVITATION_TTL_DAYS, organisation: props.organisation ?? '' }} />
          ) : (
            <FormattedMessage id="members.invitation.invalidText" />
          )}
        </p>
      </div>
      <div className="result__actions">
        <Link to="/login" className="btn btn--primary">
          <FormattedMessage id="members.invitation.toSignIn" />
        </Link>
      </div>
    </div>
  );
}

type Field = 'firstName' | 'lastName' | 'password' | 'passwordConfirmation';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'password', 'passwordConfirmation'];
const ids: Record<Field, string> = {
  firstName: 'invitation-first-name',
  lastName: 'invitation-last-name',
  password: 'invitation-password',
  passwordConfirmation: 'invitation-password-confirmation',
};

interface Invitation {
  email: string;
  hasAccount: boolean;
  organisationName: string;
  role: string;
}

function Join(props: { token: string; invitation: Invitation; onUnusable(expired: boolean): void }) {
  const { invitation } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const { language: uiLanguage } = useLanguage();
  const [commit] = useMutation<MemberInvitationPageMutation>(mutation);
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', password: '', passwordConfirmation: '' });
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const role = isMemberRole(invitation.role) ? invitation.role : 'VIEWER';
  const fresh = !invitation.hasAccount;
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const error = (field: Field) => (errors[field] ? membersFieldMessage(field, errors[field]) : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors<Field> = {};
    if (fresh) {
      const weak = passwordProblem(values.password, { email: invitation.email });
      if (weak) found.password = weak;
      if (values.password !== values.passwordConfirmation) found.passwordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
    } else if (!values.password) found.password = 'REQUIRED';
    setErrors(found);
    setProblem(null);
    if (hasErrors(found)) {
      focusField(ids[firstInvalid(FIELDS, found)!]);
      return;
    }
    setBusy(true);
    try {
      const input = fresh
        ? {
            token: props.token,
            password: values.password,
            passwordConfirmation: values.passwordConfirmation,
            firstName: values.firstName.trim() || null,
            lastName: values.lastName.trim() || null,
            language,
          }
        : { token: props.token, password: values.password };
      // Accepting signs in (new cookies): whatever session this browser had is replaced.
      await whileSessionChanges(async () => {
        await commitAsync(commit, { input });
        await checkAuth('user');
      });
      toasts.show({ id: 'members.invitation.joined' }, { values: { organisation: invitation.organisationName } });
      await navigate(USER_HOME);
    } catch (caught) {
      const read = readProblem(caught);
      if (read.code === 'INVITATION_INVALID' || read.code === 'INVITATION_EXPIRED') {
        props.onUnusable(read.code === 'INVITATION_EXPIRED');
        return;
      }
      const fields = pickFields(FIELDS, read.fields);
      if (read.code === 'WRONG_PASSWORD' && !fields.password) fields.password = 'WRONG_PASSWORD' as never;
      setErrors(fields);
      const invalid = firstInvalid(FIELDS, fields);
      if (invalid) focusField(ids[invalid]);
      else setProblem(membersProblemMessage(read));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} data-testid="accept-invitation">
      <p className="form__intro">
        <FormattedMessage id="members.invitation.what" values={{ organisation: <strong>{invitation.organisationName}</strong>, role: <strong>{intl.formatMessage(roleNames[role])}</strong> }} />
      </p>
      <p className="muted">
        <RoleName role={role} />: <FormattedMessage {...roleDescriptions[role]} />
      </p>
      <p className="form__intro">{fresh ? <FormattedMessage id="members.invitation.newPerson" /> : <FormattedMessage id="members.invitation.existing" />}</p>
      {/* The address they sign in with; also lets password managers store the pair. */}
      <TextField id="invitation-email" label={<FormattedMessage id="form.email" />} type="email" autoComplete="username" value={invitation.email} onChange={() => {}} readOnly />
      {fresh && (
        <div className="form__row">
          <TextField id={ids.firstName} label={<FormattedMessage id="form.firstName" />} optional autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={error('firstName')} />
          <TextField id={ids.lastName} label={<FormattedMessage id="form.lastName" />} optional autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={error('lastName')} />
        </div>
      )}
      <PasswordField
        id={ids.password}
        label={fresh ? <FormattedMessage id="form.newPassword" /> : <FormattedMessage id="form.password" />}
        autoComplete={fresh ? 'new-password' : 'current-password'}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={fresh ? <FormattedMessage id="form.passwordHint" values={{ min: PASSWORD_MIN_LENGTH }} /> : undefined}
        value={values.password}
        onChange={set('password')}
        error={error('password')}
      />
      {fresh && (
        <PasswordField
          id={ids.passwordConfirmation}
          label={<FormattedMessage id="form.passwordConfirmation" />}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.passwordConfirmation}
          onChange={set('passwordConfirmation')}
          error={error('passwordConfirmation')}
        />
      )}
      {fresh && (
        <fieldset className="choice-group">
          <legend className="field__label">
            <FormattedMessage id="members.field.yourLanguage" />
          </legend>
          {LANGUAGES.map((code) => (
            <label key={code} className="choice" lang={code}>
              <input type="radio" name="invitation-language" value={code} checked={language === code} onChange={() => setLanguage(code)} />
              <span>{intl.formatMessage(languageNames[code])}</span>
            </label>
          ))}
        </fieldset>
      )}
      <FormMessage tone="danger" text={problem} />
      <SubmitButton busy={busy}>
        <FormattedMessage id="members.invitation.submit" values={{ organisation: invitation.organisationName }} />
      </SubmitButton>
    </form>
  );
}

function Flow(props: { queryRef: PreloadedQuery<MemberInvitationPageQuery>; token: string }) {
  const data = usePageQuery<MemberInvitationPageQuery>(query, props.queryRef);
  const invitation = data.memberInvitation;
  const [unusable, setUnusable] = useState<{ expired: boolean } | null>(invitation ? (invitation.expired ? { expired: true } : null) : { expired: false });
  if (unusable || !invitation) return <Unusable expired={unusable?.expired ?? false} organisation={invitation?.organisationName ?? null} />;
  return <Join token={props.token} invitation={invitation} onUnusable={(expired) => setUnusable({ expired })} />;
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<MemberInvitationPageQuery> }>();
  const { token = '' } = useParams();
  return (
    <Page title={titles.memberInvitation} lead={<FormattedMessage id="members.invitation.lead" />} narrow>
      <Suspense fallback={<Checking />}>
        <Flow key={token} queryRef={ref} token={token} />
      </Suspense>
    </Page>
  );
}
