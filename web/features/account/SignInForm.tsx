// The sign-in form of /login (organisations) and /adminisLogin (staff): e-mail, password and the
// captcha. The mutation sets the httpOnly session cookies; the app then asks the auth-status
// endpoint who is signed in (as every guard does) and goes to the area's home page.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { ADMIN_HOME, USER_HOME } from '../../auth/guard.ts';
import { checkAuth } from '../../auth/runtime.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { feedback } from '../../i18n/feedback.ts';
import { isLanguage } from '../../i18n/language.ts';
import { toasts } from '../../lib/toast.ts';
import { Captcha } from './Captcha.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { deadlineIn, formatClock } from '../../components/forms/countdown.ts';
import { FormMessage, PasswordField, SubmitButton, TextField, focusField } from '../../components/forms/Field.tsx';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { ResendVerification } from './ResendVerification.tsx';
import { useCountdown } from '../../components/forms/useCountdown.ts';
import { inBackground } from '../../lib/background.ts';
import {
  SIGN_IN_FIELDS,
  firstInvalid,
  hasErrors,
  normaliseEmail,
  pickFields,
  validateSignIn,
  type FieldErrors,
  type SignInField,
} from '../../components/forms/validation.ts';
import type { SignInFormClientMutation } from './__generated__/SignInFormClientMutation.graphql';
import type { SignInFormStaffMutation } from './__generated__/SignInFormStaffMutation.graphql';

const clientMutation = graphql`
  mutation SignInFormClientMutation($input: SignInInput!) {
    signIn(input: $input) {
      ok
    }
  }
`;

const staffMutation = graphql`
  mutation SignInFormStaffMutation($input: StaffSignInInput!) {
    staffSignIn(input: $input) {
      ok
    }
  }
`;

interface SignInFormProps {
  kind: 'client' | 'staff';
  email: string;
  onEmailChange(email: string): void;
  /** Shows the "Forgot your password?" switch. */
  onForgotPassword?: () => void;
}

export function SignInForm(props: SignInFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language, setLanguage } = useLanguage();
  const [commitClient] = useMutation<SignInFormClientMutation>(clientMutation);
  const [commitStaff] = useMutation<SignInFormStaffMutation>(staffMutation);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [problemEmail, setProblemEmail] = useState('');
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const waitLeft = useCountdown(waitUntil);
  const prefix = props.kind === 'client' ? 'login' : 'staff-login';
  const ids: Record<SignInField, string> = { email: `${prefix}-email`, password: `${prefix}-password`, captcha: `${prefix}-captcha` };

  const fieldError = (field: SignInField): Text | null => (errors[field] ? fieldMessage(field, errors[field]) : null);
  const clearError = (field: SignInField) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateSignIn({ email: props.email, password, captcha });
    setErrors(found);
    if (hasErrors(found)) {
      setProblem(null);
      focusField(ids[firstInvalid(SIGN_IN_FIELDS, found)!]);
      return;
    }
    setBusy(true);
    setProblem(null);
    const input = { email: normaliseEmail(props.email), password, captcha: captcha! };
    try {
      if (props.kind === 'client') await commitAsync(commitClient, { input });
      else await commitAsync(commitStaff, { input });
      const realm = props.kind === 'client' ? 'user' : 'admin';
      const status = await checkAuth(realm);
      if (status.kind !== realm) throw new Error('Signed in, but the session was not confirmed');
      // A blocked client is met by the red banner instead: nothing to congratulate them on.
      if (!(status.kind === 'user' && status.user.blocked)) toasts.show(feedback.signedIn);
      // The account's language preference wins over the browser's (kept in the profile:
      // docs/product.md § Languages).
      const preferred = status.kind === 'user' ? status.user.preferredLanguage : null;
      if (isLanguage(preferred) && preferred !== language) inBackground(setLanguage(preferred), 'language switch');
      inBackground(navigate(props.kind === 'client' ? USER_HOME : ADMIN_HOME, { replace: true }), 'navigation');
    } catch (error) {
      const found = readProblem(error);
      const fields = pickFields(SIGN_IN_FIELDS, found.fields);
      setErrors(fields);
      // Field problems speak for themselves; everything else gets the form's message.
      setProblem(hasErrors(fields) && found.code !== 'TOO_MANY_REQUESTS' ? null : found);
      setProblemEmail(input.email);
      setWaitUntil(found.code === 'TOO_MANY_REQUESTS' ? deadlineIn(found.retryAfterSeconds, Date.now()) : null);
      // A captcha solution works once: the next attempt needs a new challenge.
      setCaptcha(null);
      setCaptchaRound((n) => n + 1);
      setPassword(found.code === 'INVALID_CREDENTIALS' ? '' : password);
      setBusy(false);
      const invalid = firstInvalid(SIGN_IN_FIELDS, fields);
      if (invalid) focusField(ids[invalid]);
      else if (found.code === 'INVALID_CREDENTIALS') focusField(ids.password);
    }
  }

  const message: Text | null = problem ? problemMessage(problem) : null;

  return (
    <form className="form card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      <TextField
        id={ids.email}
        label={<FormattedMessage id="form.email" />}
        type="email"
        inputMode="email"
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
        value={props.email}
        onChange={(value) => {
          props.onEmailChange(value);
          clearError('email');
        }}
        error={fieldError('email')}
      />
      <PasswordField
        id={ids.password}
        label={<FormattedMessage id="form.password" />}
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          clearError('password');
        }}
        error={fieldError('password')}
      />
      {props.onForgotPassword && (
        <p className="form__aside">
          <button type="button" className="link-button" onClick={props.onForgotPassword}>
            <FormattedMessage id="page.login.forgot" />
          </button>
        </p>
      )}
      <Captcha
        id={ids.captcha}
        round={captchaRound}
        onChange={(payload) => {
          setCaptcha(payload);
          if (payload) clearError('captcha');
        }}
        error={fieldError('captcha')}
      />
      {problem?.code === 'EMAIL_NOT_VERIFIED' ? (
        <FormMessage tone="warning" text={message}>
          <div className="form__message-action">
            <ResendVerification email={problemEmail} variant="ghost" />
          </div>
        </FormMessage>
      ) : (
        <FormMessage tone="danger" text={message} />
      )}
      <SubmitButton busy={busy} disabled={waitLeft > 0}>
        {waitLeft > 0 ? (
          <FormattedMessage id="page.login.waitButton" values={{ time: formatClock(waitLeft) }} />
        ) : props.kind === 'client' ? (
          <FormattedMessage id="page.login.submit" />
        ) : (
          <FormattedMessage id="page.adminLogin.submit" />
        )}
      </SubmitButton>
      <span className="visually-hidden" aria-live="polite">
        {busy ? intl.formatMessage({ id: 'form.sending' }) : ''}
      </span>
    </form>
  );
}
