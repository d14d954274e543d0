// Cookie policy, English. Effective 21 February 2025 (docs/product.md § Policies). The cookie tables
// come from web/content/cookies.ts (the consent dialog shows the same list). Slovenian: cookies.sl.tsx.
import { COMPANY } from '../../../content/company.ts';
import { CookieTable, Mail, StorageTable, to } from './parts.tsx';
import type { PolicyDocument } from './types.ts';

const document: PolicyDocument = {
  summary: (
    <>
      <p>
        This policy explains which cookies and similar technologies {COMPANY.name} uses on the Stopover website, what each one is for and how
        long it lasts, and how you decide — and change your mind — about the ones that need your consent.
      </p>
      <p>
        In short: we use a handful of necessary cookies to sign you in and to remember your language and your cookie choice. Google Analytics
        cookies are set only if you choose “Accept all”, and “Cookie settings” at the bottom of every page lets you withdraw that consent at any
        time.
      </p>
    </>
  ),
  sections: [
    {
      id: 'what',
      title: 'What cookies are',
      content: (
        <>
          <p>
            A cookie is a small text file that a website stores in your browser and reads again on later requests. Browsers also let websites keep
            data in their own storage (<code>localStorage</code> and <code>sessionStorage</code>), which never leaves your device unless the page
            sends it. The same rules apply to both, so this policy covers both.
          </p>
          <p>
            Under the Slovenian Electronic Communications Act (ZEKom-2) and the EU ePrivacy rules, a website may store information on your device
            without asking only when it is strictly necessary for a service you have asked for. For everything else — for us, that is analytics —
            we need your prior consent.
          </p>
        </>
      ),
    },
    {
      id: 'necessary',
      title: 'Necessary cookies',
      content: (
        <>
          <p>
            These cookies make the website work: signing in, staying signed in, showing the page in your language and remembering your cookie
            choice. They are set by Stopover itself, are never used for tracking or advertising, and do not need consent. You cannot switch them
            off in our cookie settings; if you block them in your browser, you will not be able to sign in.
          </p>
          <CookieTable language="en" category="necessary" caption="List of necessary cookies" />
          <p>
            The sign-in cookies are session cookies: your browser deletes them when you close it. They are marked <code>HttpOnly</code> (scripts
            cannot read them), <code>Secure</code> (sent only over an encrypted connection) and <code>SameSite=Strict</code> (never sent with
            requests from other websites). The consent cookie is <code>Secure</code> and <code>SameSite=Strict</code> too.
          </p>
        </>
      ),
    },
    {
      id: 'analytics',
      title: 'Analytics cookies (only with your consent)',
      content: (
        <>
          <p>
            If you choose “Accept all”, or allow analytics cookies in the details, we load Google Analytics 4, a service of Google Ireland
            Limited. It tells us how many people visit the site, which pages they read and where they leave — numbers that help us make the site
            clearer. We do not use it for advertising, we do not combine it with your account, and advertising features are switched off (Google
            consent mode: advertising storage, ad user data and ad personalisation denied).
          </p>
          <CookieTable language="en" category="analytics" caption="List of analytics cookies" />
          <p>
            <code>&lt;ID&gt;</code> stands for our Google Analytics property. Until you consent, the Google Analytics script is not even
            downloaded, so Google receives nothing from your visit. Google Analytics 4 does not log or store IP addresses; Google may transfer data
            to the United States under the EU–US Data Privacy Framework. More in our {to.privacy('privacy policy')} and in{' '}
            <a href="https://policies.google.com/privacy" rel="noopener noreferrer">
              Google&apos;s privacy policy
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'storage',
      title: 'Browser storage',
      content: (
        <>
          <p>The app also keeps a few entries in your browser&apos;s storage. None of them leaves your device on its own, and none is used for tracking.</p>
          <StorageTable language="en" caption="Entries in browser storage" />
          <p>
            Signed-in members of our staff also have <code>stopover.adminSidebar</code>, which remembers whether the side menu of the staff area is
            open.
          </p>
        </>
      ),
    },
    {
      id: 'choice',
      title: 'How you decide',
      content: (
        <>
          <p>
            On your first visit, about a second after the page has loaded, a cookie notice appears at the bottom of the screen. It does not block
            the page: you can read on, and open this policy and the privacy policy from it. You can choose:
          </p>
          <ul>
            <li>
              <strong>Necessary only</strong> — only the necessary cookies above; no analytics;
            </li>
            <li>
              <strong>Accept all</strong> — the necessary cookies and the analytics cookies;
            </li>
            <li>
              <strong>Cookie details</strong> — the list of cookies, with a switch for analytics and a button to save your choice.
            </li>
          </ul>
          <p>
            Both answers are equally easy, and the service works the same whichever you choose. If you close the notice with the Escape key
            without choosing, nothing is stored and no analytics run; we ask again on your next visit.
          </p>
          <p>
            We record your choice (necessary: always true; analytics: yes or no; and when you chose) in your browser&apos;s storage and in the{' '}
            <code>cookie_consent</code> cookie for one year. After a year we ask again.
          </p>
        </>
      ),
    },
    {
      id: 'withdraw',
      title: 'Changing your mind or withdrawing consent',
      content: (
        <>
          <p>
            Choose <strong>“Cookie settings”</strong> at the bottom of any page. The notice opens with your current choice, and you can pick the
            other one. Withdrawing consent is as easy as giving it and takes effect immediately:
          </p>
          <ul>
            <li>
              Google Analytics is told to stop (<code>ga-disable</code> and consent mode set to “denied”), so no further data is sent;
            </li>
            <li>
              the <code>_ga</code> and <code>_ga_&lt;ID&gt;</code> cookies are deleted, on this website&apos;s domain and on its parent domain,
              where Google Analytics places them.
            </li>
          </ul>
          <p>Withdrawing consent does not affect the lawfulness of the analytics carried out before it.</p>
        </>
      ),
    },
    {
      id: 'browser',
      title: 'Cookies and your browser',
      content: (
        <p>
          You can also view, delete and block cookies in your browser&apos;s settings (usually under “Privacy” or “Site data”). Deleting the site
          data of Stopover signs you out and resets your language and cookie choice. Google offers a{' '}
          <a href="https://tools.google.com/dlpage/gaoptout" rel="noopener noreferrer">
            browser add-on to opt out of Google Analytics
          </a>{' '}
          on all websites.
        </p>
      ),
    },
    {
      id: 'others',
      title: 'No other third-party cookies',
      content: (
        <p>
          We do not use advertising or social-media cookies, and no third party sets cookies through our pages apart from Google Analytics with
          your consent. The links to our Facebook and Instagram pages in the footer are ordinary links: those services can set their own cookies
          only once you follow them, under their own policies. Our captcha runs entirely on our own server and sets no cookies.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Questions and changes',
      content: (
        <p>
          For questions about cookies write to <Mail />. When we start or stop using a cookie, we update this policy and its effective date; if a
          change needs your consent, we ask for it again. How we process personal data in general is explained in the{' '}
          {to.privacy('privacy policy')}.
        </p>
      ),
    },
  ],
};

export default document;
