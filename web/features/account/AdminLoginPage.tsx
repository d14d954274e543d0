// Staff sign-in (/adminisLogin, docs/product.md § Public pages): e-mail, password and the captcha, then
// the staff area; and, as on /login, "Forgot your password?" (?mode=forgot) on the same page.
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { GuardNotice } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { SignInForm } from './SignInForm.tsx';
import { ForgotPasswordForm, focusHeading } from './ForgotPasswordForm.tsx';
import { titles } from '../../i18n/messages.ts';

const text = defineMessages({
  forgotTitle: { id: 'page.login.forgotTitle' },
  forgotLead: { id: 'page.login.forgotLead' },
});

export function Component() {
  const [params, setParams] = useSearchParams();
  const forgot = params.get('mode') === 'forgot';
  const [email, setEmail] = useState('');
  const switchTo = (mode: 'forgot' | 'signIn') => {
    setParams(mode === 'forgot' ? { mode: 'forgot' } : {});
    focusHeading();
  };
  return (
    <Page
      title={forgot ? text.forgotTitle : titles.adminLogin}
      lead={forgot ? <FormattedMessage {...text.forgotLead} /> : <FormattedMessage id="page.adminLogin.lead" />}
      narrow
    >
      <GuardNotice />
      {forgot ? (
        <ForgotPasswordForm key="forgot" email={email} onEmailChange={setEmail} onBack={() => switchTo('signIn')} />
      ) : (
        <SignInForm key="sign-in" kind="staff" email={email} onEmailChange={setEmail} onForgotPassword={() => switchTo('forgot')} />
      )}
    </Page>
  );
}
