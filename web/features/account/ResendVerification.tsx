// "Send the verification e-mail again", with the server's wait period shown as a countdown on the
// disabled button (resendAvailableInSeconds after registering or resending; retryAfterSeconds when
// asked too soon).
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { feedback } from '../../i18n/feedback.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { deadlineIn, formatClock } from '../../components/forms/countdown.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { useCountdown } from '../../components/forms/useCountdown.ts';
import type { ResendVerificationMutation } from './__generated__/ResendVerificationMutation.graphql';

const mutation = graphql`
  mutation ResendVerificationMutation($input: ResendVerificationEmailInput!) {
    resendVerificationEmail(input: $input) {
      email
      resendAvailableInSeconds
    }
  }
`;

export function ResendVerification(props: { email: string; waitSeconds?: number | null; variant?: 'primary' | 'ghost' }) {
  const [commit, sending] = useMutation<ResendVerificationMutation>(mutation);
  const [deadline, setDeadline] = useState<number | null>(() => deadlineIn(props.waitSeconds, Date.now()));
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: Text } | null>(null);
  const left = useCountdown(deadline);

  async function resend() {
    setResult(null);
    try {
      const data = await commitAsync(commit, { input: { email: props.email } });
      setDeadline(deadlineIn(data.resendVerificationEmail.resendAvailableInSeconds, Date.now()));
      setResult({ tone: 'success', text: { descriptor: feedback.verificationResent } });
    } catch (error) {
      const problem = readProblem(error);
      if (problem.retryAfterSeconds) setDeadline(deadlineIn(problem.retryAfterSeconds, Date.now()));
      setResult({ tone: 'danger', text: problemMessage(problem) });
    }
  }

  return (
    <div className="resend">
      <button
        type="button"
        className={`btn btn--${props.variant ?? 'primary'} btn--block`}
        disabled={sending || left > 0}
        aria-busy={sending || undefined}
        onClick={() => void resend()}
      >
        {sending && <span className="btn__spinner" aria-hidden="true" />}
        {left > 0 ? (
          <FormattedMessage id="resend.wait" values={{ time: formatClock(left) }} />
        ) : (
          <FormattedMessage id="resend.button" />
        )}
      </button>
      {left > 0 && (
        <p className="resend__hint">
          <FormattedMessage id="resend.hint" />
        </p>
      )}
      <FormMessage tone={result?.tone ?? 'success'} text={result?.text ?? null} />
    </div>
  );
}
