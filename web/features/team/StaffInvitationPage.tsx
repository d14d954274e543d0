// An invited member of staff chooses their first password (/staff-invitation/{token}): checking the
// link, the form (greeting them by name, with the address they will sign in with), the success
// screen with the way to the staff sign-in, and the screen for a link that no longer works.
import '../../components/forms/forms.css';
import { Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, PasswordField, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import {
  NEW_PASSWORD_FIELDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  firstInvalid,
  hasErrors,
  passwordProblem,
  pickFields,
  type FieldErrors,
  type NewPasswordField,
} from '../../components/forms/validation.ts';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import { teamFieldMessage, teamProblemMessage } from './team.ts';
import type { StaffInvitationPageQuery } from './__generated__/StaffInvitationPageQuery.graphql';
import type { StaffInvitationPageMutation } from './__generated__/StaffInvitationPageMutation.graphql';
import { LinkChecking } from '../../components/Spinner.tsx';

const query = graphql`
  query StaffInvitationPageQuery($token: String!) {
    staffInvitation(token: $token) {
      name
      email
    }
  }
`;

const mutation = graphql`
  mutation StaffInvitationPageMutation($input: AcceptStaffInvitationInput!) {
    acceptStaffInvitation(input: $input) {
      ok
      email
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  // Never from the store: a link is good until it is used or expires.
  return { query: preloadQuery<StaffInvitationPageQuery>('public.staffInvitation', query, { token: params.token ?? '' }, 'network-only') };
}

function Checking() {
  return <LinkChecking messageId="team.invitation.checking" />;
}

function InvalidLink() {
  return (
    <div className="card result">
      <span className="result__icon result__icon--danger" aria-hidden="true">
        !
      </span>
      <div role="alert">
        <h2 className="result__title">
          <FormattedMessage id="team.invitation.invalidTitle" />
        </h2>
        <p>
          <FormattedMessage id="team.invitation.invalidText" />
        </p>
      </div>
      <div className="result__actions">
        <Link to="/adminisLogin" className="btn btn--primary">
          <FormattedMessage id="team.invitation.toSignIn" />
        </Link>
      </div>
    </div>
  );
}

function Done(props: { email: string }) {
  return (
    <div className="card result" role="status">
      <span className="result__icon result__icon--success" aria-hidden="true">
        ✓
      </span>
      <h2 className="result__title">
        <FormattedMessage id="team.invitation.doneTitle" />
      </h2>
      <p>
        <FormattedMessage id="team.invitation.doneText" values={{ email: <strong>{props.email}</strong> }} />
      </p>
      <div className="result__actions">
        <Link to="/adminisLogin" className="btn btn--primary">
          <FormattedMessage id="team.invitation.toSignIn" />
        </Link>
      </div>
    </div>
  );
}

const ids: Record<NewPasswordField, string> = { password: 'invitation-password', passwordConfirmation: 'invitation-password-confirmation' };

function ChoosePassword(props: { token: string; name: string; email: string; onDone(): void; onInvalid(): void }) {
  const [commit] = useMutation<StaffInvitationPageMutation>(mutation);
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: NewPasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const error = (field: NewPasswordField) => (errors[field] ? teamFieldMessage(field, errors[field]) : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors<NewPasswordField> = {};
    const weak = passwordProblem(values.password, { email: props.email, username: props.name });
    if (weak) found.password = weak;
    if (values.password !== values.passwordConfirmation) found.passwordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
    setErrors(found);
    setProblem(null);
    if (hasErrors(found)) {
      focusField(ids[firstInvalid(NEW_PASSWORD_FIELDS, found)!]);
      return;
    }
    setBusy(true);
    try {
      await commitAsync(commit, { input: { token: props.token, ...values } });
      props.onDone();
    } catch (caught) {
      const found = readProblem(caught);
      if (found.code === 'INVALID_INVITATION_LINK') {
        props.onInvalid();
        return;
      }
      const fields = pickFields(NEW_PASSWORD_FIELDS, found.fields);
      setErrors(fields);
      const invalid = firstInvalid(NEW_PASSWORD_FIELDS, fields);
      if (invalid) focusField(ids[invalid]);
      else setProblem(teamProblemMessage(found));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <p className="form__intro">
        <FormattedMessage id="team.invitation.welcome" values={{ name: <strong>{props.name}</strong> }} />
      </p>
      {/* The address they sign in with; also lets password managers store the pair. */}
      <TextField id="invitation-email" label={<FormattedMessage id="form.email" />} type="email" autoComplete="username" value={props.email} onChange={() => {}} readOnly />
      <PasswordField
        id={ids.password}
        label={<FormattedMessage id="form.newPassword" />}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<FormattedMessage id="form.passwordHint" values={{ min: PASSWORD_MIN_LENGTH }} />}
        value={values.password}
        onChange={set('password')}
        error={error('password')}
      />
      <PasswordField
        id={ids.passwordConfirmation}
        label={<FormattedMessage id="form.passwordConfirmation" />}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.passwordConfirmation}
        onChange={set('passwordConfirmation')}
        error={error('passwordConfirmation')}
      />
      <FormMessage tone="danger" text={problem} />
      <SubmitButton busy={busy}>
        <FormattedMessage id="team.invitation.submit" />
      </SubmitButton>
    </form>
  );
}

function Flow(props: { queryRef: PreloadedQuery<StaffInvitationPageQuery>; token: string }) {
  const data = usePageQuery<StaffInvitationPageQuery>(query, props.queryRef);
  const invitation = data.staffInvitation;
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(invitation ? 'form' : 'invalid');
  if (state === 'done' && invitation) return <Done email={invitation.email} />;
  if (state === 'invalid' || !invitation) return <InvalidLink />;
  return <ChoosePassword token={props.token} name={invitation.name} email={invitation.email} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />;
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<StaffInvitationPageQuery> }>();
  const { token = '' } = useParams();
  return (
    <Page title={titles.staffInvitation} lead={<FormattedMessage id="team.invitation.lead" />} narrow>
      <Suspense fallback={<Checking />}>
        <Flow key={token} queryRef={ref} token={token} />
      </Suspense>
    </Page>
  );
}
