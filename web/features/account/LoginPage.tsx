// Sign-in for organisations (SPEC §2 /login): e-mail, password and the captcha; and on the same
// page (?mode=forgot) the forgotten-password flow: enter the e-mail, get the reset instructions.
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import { GuardNotice } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { SignInForm } from './SignInForm.tsx';
import { emailProblem, normaliseEmail, type FieldCode } from '../../components/forms/validation.ts';
import { feedback } from '../../i18n/feedback.ts';
import { titles } from '../../i18n/messages.ts';
import type { LoginPageResetMutation } from './__generated__/LoginPageResetMutation.graphql';

const resetMutation = graphql`
  mutation LoginPageResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
    }
  }
`;

const text = defineMessages({
  forgotTitle: { id: 'page.login.forgotTitle' },
  lead: { id: 'page.login.lead' },
  forgotLead: { id: 'page.login.forgotLead' },
});

/** After switching between the two forms, the heading takes the focus (as after a navigation). */
function focusHeading() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('#main [data-page-heading]')?.focus());
}

function ForgotPasswordForm(props: { email: string; onEmailChange(email: string): void; onBack(): void }) {
  const [commit] = useMutation<LoginPageResetMutation>(resetMutation);
  const [error, setError] = useState<FieldCode | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = 'forgot-email';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = emailProblem(props.email);
    setError(found);
    setProblem(null);
    if (found) {
      focusField(id);
      return;
    }
    setBusy(true);
    try {
      const email = normaliseEmail(props.email);
      await commitAsync(commit, { input: { email } });
      setSentTo(email);
    } catch (caught) {
      const found = readProblem(caught);
      if (found.fields.email) {
        setError(found.fields.email as FieldCode);
        focusField(id);
      } else {
        // SPEC §8: any other failure is "Failed to send reset password instructions."
        setProblem(found.code === 'TOO_MANY_REQUESTS' ? problemMessage(found) : { descriptor: feedback.resetInstructionsFailed });
      }
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="card form">
        <FormMessage tone="success" text={{ descriptor: feedback.resetInstructionsSent }} />
        <p className="form__note">
          <FormattedMessage id="page.login.resetSentHint" values={{ email: <strong>{sentTo}</strong>, minutes: 60 }} />
        </p>
        <button type="button" className="btn btn--primary btn--block" onClick={props.onBack}>
          <FormattedMessage id="page.login.backToSignIn" />
        </button>
      </div>
    );
  }

  return (
    <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <TextField
        id={id}
        label={<FormattedMessage id="form.email" />}
        type="email"
        inputMode="email"
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
        value={props.email}
        onChange={(value) => {
          props.onEmailChange(value);
          setError(null);
        }}
        error={error ? fieldMessage('email', error) : null}
      />
      <FormMessage tone="danger" text={problem} />
      <SubmitButton busy={busy}>
        <FormattedMessage id="page.login.sendInstructions" />
      </SubmitButton>
      <p className="form__aside form__aside--center">
        <button type="button" className="link-button" onClick={props.onBack}>
          <FormattedMessage id="page.login.backToSignIn" />
        </button>
      </p>
    </form>
  );
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const forgot = params.get('mode') === 'forgot';
  // The address carries over between signing in and asking for a new password.
  const [email, setEmail] = useState('');
  const switchTo = (mode: 'forgot' | 'signIn') => {
    setParams(mode === 'forgot' ? { mode: 'forgot' } : {});
    focusHeading();
  };

  return (
    <Page
      title={forgot ? text.forgotTitle : titles.login}
      lead={forgot ? <FormattedMessage {...text.forgotLead} /> : <FormattedMessage {...text.lead} />}
      narrow
    >
      <GuardNotice />
      {forgot ? (
        <ForgotPasswordForm key="forgot" email={email} onEmailChange={setEmail} onBack={() => switchTo('signIn')} />
      ) : (
        <SignInForm key="sign-in" kind="client" email={email} onEmailChange={setEmail} onForgotPassword={() => switchTo('forgot')} />
      )}
      <p className="page__footnote">
        <FormattedMessage
          id="page.login.noAccount"
          values={{ link: (chunks) => <Link to="/register">{chunks}</Link> }}
        />
      </p>
    </Page>
  );
}
