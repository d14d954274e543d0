// Setting a new password from the reset link (/reset-password/:token, docs/product.md § Public pages):
// checking the link (a wait message while `passwordResetLinkValid` answers), the form for the new
// password and its confirmation (docs/product.md § Account rules), the success screen, and the
// invalid-link screen.
import { Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, PasswordField, SubmitButton, focusField } from '../../components/forms/Field.tsx';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import {
  NEW_PASSWORD_FIELDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  firstInvalid,
  hasErrors,
  pickFields,
  validateNewPassword,
  type FieldErrors,
  type NewPasswordField,
} from '../../components/forms/validation.ts';
import { feedback } from '../../i18n/feedback.ts';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { ResetPasswordPageMutation } from './__generated__/ResetPasswordPageMutation.graphql';
import type { ResetPasswordPageQuery } from './__generated__/ResetPasswordPageQuery.graphql';
import { LinkChecking } from '../../components/Spinner.tsx';

const query = graphql`
  query ResetPasswordPageQuery($token: String!) {
    passwordResetLinkValid(token: $token)
  }
`;

const mutation = graphql`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
    }
  }
`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await guard(request);
  // Never from the store: a link is good until it is used or expires.
  return { query: preloadQuery<ResetPasswordPageQuery>('public.resetPassword', query, { token: params.token ?? '' }, 'network-only') };
}

function Checking() {
  return <LinkChecking messageId="page.resetPassword.checking" />;
}

/** Where "sign in" leads: staff links (`?for=staff`) go back to the staff sign-in page. */
function useSignInPath(): string {
  const [params] = useSearchParams();
  return params.get('for') === 'staff' ? '/adminisLogin' : '/login';
}

function InvalidLink() {
  const signIn = useSignInPath();
  return (
    <div className="card result">
      <span className="result__icon result__icon--danger" aria-hidden="true">
        !
      </span>
      {/* A heading may not be an alert itself: the alert holds the heading and its explanation. */}
      <div role="alert">
        <h2 className="result__title">
          <FormattedMessage {...feedback.invalidResetLink} />
        </h2>
        <p>
          <FormattedMessage id="page.resetPassword.invalidText" />
        </p>
      </div>
      <div className="result__actions">
        <Link to={`${signIn}?mode=forgot`} className="btn btn--ghost">
          <FormattedMessage id="page.resetPassword.newLink" />
        </Link>
        <Link to={signIn} className="btn btn--primary">
          <FormattedMessage id="page.resetPassword.backToSignIn" />
        </Link>
      </div>
    </div>
  );
}

function Done() {
  const signIn = useSignInPath();
  return (
    <div className="card result" role="status">
      <span className="result__icon result__icon--success" aria-hidden="true">
        ✓
      </span>
      <h2 className="result__title">
        <FormattedMessage id="page.resetPassword.doneTitle" />
      </h2>
      <p>
        <FormattedMessage id="page.resetPassword.doneText" />
      </p>
      <div className="result__actions">
        <Link to={signIn} className="btn btn--primary">
          <FormattedMessage id="page.resetPassword.continue" />
        </Link>
      </div>
    </div>
  );
}

const ids: Record<NewPasswordField, string> = { password: 'reset-password', passwordConfirmation: 'reset-password-confirmation' };

function NewPasswordForm(props: { token: string; onDone(): void; onInvalid(): void }) {
  const [commit] = useMutation<ResetPasswordPageMutation>(mutation);
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: NewPasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const error = (field: NewPasswordField) => (errors[field] ? fieldMessage(field, errors[field]) : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateNewPassword(values);
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
      const problem = readProblem(caught);
      if (problem.code === 'INVALID_RESET_LINK') {
        props.onInvalid();
        return;
      }
      const fields = pickFields(NEW_PASSWORD_FIELDS, problem.fields);
      setErrors(fields);
      const invalid = firstInvalid(NEW_PASSWORD_FIELDS, fields);
      if (invalid) focusField(ids[invalid]);
      // docs/product.md § Messages: "Failed to reset password. Please try again." for anything else.
      else setProblem(problem.code === 'TOO_MANY_REQUESTS' ? problemMessage(problem) : { descriptor: feedback.resetFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <p className="form__intro">
        <FormattedMessage id="page.resetPassword.lead" />
      </p>
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
        <FormattedMessage id="page.resetPassword.submit" />
      </SubmitButton>
    </form>
  );
}

function ResetFlow(props: { queryRef: PreloadedQuery<ResetPasswordPageQuery>; token: string }) {
  const data = usePageQuery<ResetPasswordPageQuery>(query, props.queryRef);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(data.passwordResetLinkValid ? 'form' : 'invalid');
  if (state === 'done') return <Done />;
  if (state === 'invalid') return <InvalidLink />;
  return <NewPasswordForm token={props.token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />;
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<ResetPasswordPageQuery> }>();
  const { token = '' } = useParams();
  return (
    <Page title={titles.resetPassword} narrow>
      <Suspense fallback={<Checking />}>
        <ResetFlow key={token} queryRef={ref} token={token} />
      </Suspense>
    </Page>
  );
}
