// The e-mail verification link (/login/verify/:token, docs/product.md § Public pages): spends the token
// once on arrival and shows the outcome — loading, success with a way to sign in, or "Verification
// Failed." with a way back to sign-in (where an unverified account can ask for a new link).
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { commitMutation, graphql } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { problemText } from '../../components/forms/messages.ts';
import { createOnce } from '../../components/forms/once.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { feedback } from '../../i18n/feedback.ts';
import { titles } from '../../i18n/messages.ts';
import { environment } from '../../relay/environment.ts';
import type { VerifyEmailPageMutation } from './__generated__/VerifyEmailPageMutation.graphql';
import '../../components/forms/forms.css';

const mutation = graphql`
  mutation VerifyEmailPageMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      ok
    }
  }
`;

type Outcome = { ok: true } | { ok: false; code: string };

const verify = createOnce(
  (token: string) =>
    new Promise<Outcome>((resolve) => {
      commitMutation<VerifyEmailPageMutation>(environment, {
        mutation,
        variables: { input: { token } },
        onCompleted: (response, errors) => resolve(response.verifyEmail?.ok && !errors?.length ? { ok: true } : { ok: false, code: 'VERIFICATION_FAILED' }),
        onError: (error) => resolve({ ok: false, code: readProblem(error).code }),
      });
    }),
);

export function Component() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<{ token: string; result: Outcome } | null>(null);

  useEffect(() => {
    let current = true;
    void verify(token).then((result) => {
      if (current) setOutcome({ token, result });
    });
    return () => {
      current = false;
    };
  }, [token]);

  const result = outcome?.token === token ? outcome.result : null;

  return (
    <Page title={titles.verifyEmail} narrow>
      <div className="card result" aria-live="polite">
        {!result && (
          <div className="result__waiting" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>
              <FormattedMessage id="page.verifyEmail.checking" />
            </p>
          </div>
        )}
        {result?.ok && (
          <>
            <span className="result__icon result__icon--success" aria-hidden="true">
              ✓
            </span>
            <h2 className="result__title">
              <FormattedMessage id="page.verifyEmail.successTitle" />
            </h2>
            <p>
              <FormattedMessage id="page.verifyEmail.successText" values={{ hours: 12 }} />
            </p>
            <div className="result__actions">
              <Link to="/login" className="btn btn--primary">
                <FormattedMessage id="page.verifyEmail.toSignIn" />
              </Link>
            </div>
          </>
        )}
        {result && !result.ok && (
          <>
            <span className="result__icon result__icon--danger" aria-hidden="true">
              !
            </span>
            <div role="alert">
              <h2 className="result__title">
                <FormattedMessage {...feedback.verificationFailed} />
              </h2>
              <p>
                {result.code === 'NETWORK' ? <FormattedMessage {...problemText.network} /> : <FormattedMessage id="page.verifyEmail.failedText" />}
              </p>
            </div>
            <div className="result__actions">
              <Link to="/login" className="btn btn--primary">
                <FormattedMessage id="page.verifyEmail.backToSignIn" />
              </Link>
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
