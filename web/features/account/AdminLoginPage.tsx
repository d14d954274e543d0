// Staff sign-in (SPEC §2 /adminisLogin): e-mail, password and the captcha, then the staff area.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { GuardNotice } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { SignInForm } from './SignInForm.tsx';
import { titles } from '../../i18n/messages.ts';

export function Component() {
  const [email, setEmail] = useState('');
  return (
    <Page title={titles.adminLogin} lead={<FormattedMessage id="page.adminLogin.lead" />} narrow>
      <GuardNotice />
      <SignInForm kind="staff" email={email} onEmailChange={setEmail} />
    </Page>
  );
}
