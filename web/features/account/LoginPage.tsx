// Sign-in for organisations (/login, docs/product.md § Public pages): e-mail, password and the captcha;
// and on the same page (?mode=forgot) the forgotten-password flow (ForgotPasswordForm.tsx).
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { GuardNotice } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { SignInForm } from './SignInForm.tsx';
import { ForgotPasswordForm, focusHeading } from './ForgotPasswordForm.tsx';
import { titles } from '../../i18n/messages.ts';

const text = defineMessages({
  forgotTitle: { id: 'page.login.forgotTitle' },
  lead: { id: 'page.login.lead' },
  forgotLead: { id: 'page.login.forgotLead' },
});

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
