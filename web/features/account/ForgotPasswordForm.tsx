// "Forgot your password?" on both sign-in pages (/login and /adminisLogin, ?mode=forgot): enter the
// e-mail, get the reset instructions. The server answers the same whether or not the address has
// an account, and looks for organisations and staff alike.
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { FormMessage, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { emailProblem, normaliseEmail, type FieldCode } from '../../components/forms/validation.ts';
import { feedback } from '../../i18n/feedback.ts';
import type { ForgotPasswordFormMutation } from './__generated__/ForgotPasswordFormMutation.graphql';

const resetMutation = graphql`
  mutation ForgotPasswordFormMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
    }
  }
`;

/** After switching between the two forms, the heading takes the focus (as after a navigation). */
export function focusHeading() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('#main [data-page-heading]')?.focus());
}

export function ForgotPasswordForm(props: { email: string; onEmailChange(email: string): void; onBack(): void }) {
  const [commit] = useMutation<ForgotPasswordFormMutation>(resetMutation);
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
        // docs/product.md § Messages: any other failure is "Failed to send reset password
        // instructions."
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
