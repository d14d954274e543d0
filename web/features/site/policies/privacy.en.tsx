// Privacy policy, English. Effective 21 February 2025 (docs/product.md § Policies). The Slovenian text
// is privacy.sl.tsx; keep the two in step (same sections, same ids).
import { COMPANY } from '../../../content/company.ts';
import { UNVERIFIED_REGISTRATION_DAYS } from '../../../../graph/domain/retention.ts';
import { CommissionerAddress, ControllerAddress, Mail, Table, to } from './parts.tsx';
import type { PolicyDocument } from './types.ts';

const document: PolicyDocument = {
  summary: (
    <>
      <p>
        This policy explains how {COMPANY.name} processes personal data when you visit our website and when your organisation uses the
        Stopover group-reservation service: what we keep, why, on what legal basis, for how long, who receives it, and which rights you have
        under the General Data Protection Regulation (GDPR) and the Slovenian Personal Data Protection Act (ZVOP-2).
      </p>
      <p>
        In short: we use your data to run your account and your group&apos;s reservations and to keep the service secure. We do not sell it.
        Analytics cookies are set only if you allow them, and you can download or delete your data from your profile at any time.
      </p>
    </>
  ),
  sections: [
    {
      id: 'controller',
      title: 'Who is responsible for your data',
      content: (
        <>
          <p>The controller of your personal data is:</p>
          <ControllerAddress language="en" />
          <p>
            For any question about your personal data, or to exercise your rights, write to <Mail /> or send a letter to the address above. We
            answer in English or Slovenian.
          </p>
        </>
      ),
    },
    {
      id: 'scope',
      title: 'Whom and what this policy covers',
      content: (
        <>
          <p>This policy applies to the personal data of:</p>
          <ul>
            <li>visitors of our website;</li>
            <li>
              contact persons of the organisations — bus and coach operators, travel agencies, companies, groups and organisers — that register an
              account with us;
            </li>
            <li>the responsible persons (usually the driver or the tour guide) named in a reservation;</li>
            <li>anyone who writes to us or calls us about a reservation.</li>
          </ul>
          <p>
            Information about an organisation itself (its name, for example) is not personal data, but the data of the people who act for it is,
            and we treat everything in an account with the same care.
          </p>
        </>
      ),
    },
    {
      id: 'data',
      title: 'What data we process',
      content: (
        <>
          <h3>Account data</h3>
          <p>When your organisation registers and uses its account, we keep:</p>
          <ul>
            <li>the name of the group, company or agency;</li>
            <li>the first and last name of the contact person (optional);</li>
            <li>the email address, phone number (optional), username and any additional contact information you give us;</li>
            <li>
              the password — only as a one-way cryptographic hash (scrypt); nobody at Stopover can read it, and we will never ask you for it;
            </li>
            <li>the preferred language for our emails;</li>
            <li>
              the dates of registration, email confirmation, acceptance of the terms of service, approval and last sign-in, and the state of the
              account (waiting for approval, approved, blocked — with the reason for a block).
            </li>
          </ul>
          <h3>Reservation data</h3>
          <ul>
            <li>the order number, type of stop (short or long), number of guests, seat reservation and arrival date and time;</li>
            <li>the responsible person&apos;s first and last name, if you give it (usually the driver or guide who arrives with the group);</li>
            <li>your message and wishes for the stop (for example dietary requirements);</li>
            <li>
              the status of the reservation and its history — who changed what and when, and the notes our staff add when they confirm,
              coordinate or decline a reservation;
            </li>
            <li>the price per guest shown when you booked.</li>
          </ul>
          <p>
            Please describe dietary needs in general terms (for example “three gluten-free meals”) and do not name the guests concerned: we do
            not need to know who they are, and information about health or religion deserves special protection. Whatever you write, we use it
            only to prepare your group&apos;s stop.
          </p>
          <h3>Messages and emails</h3>
          <p>
            We keep a copy of the emails we send you — confirmation of your address, approval of the account, reservation received, confirmed,
            updated or declined, and password reset — with the recipient, subject, content, time and delivery status. When you write to us or call
            us, we keep what is needed to deal with your request.
          </p>
          <h3>Logs and security data</h3>
          <ul>
            <li>
              an audit log of sign-ins (successful and failed) with the time and the IP address they came from, of registrations, of reservations
              being created and changing status, and of our staff&apos;s decisions on accounts;
            </li>
            <li>
              short-lived records that protect the service from abuse: how many attempts came from an IP address or for an account within a few
              minutes, and which puzzles of our own captcha (which involves no third party) have already been solved;
            </li>
            <li>
              technical server logs of each request (time, address requested, result, duration) — without your IP address — for running and
              troubleshooting the service.
            </li>
          </ul>
          <h3>Cookies, browser storage and analytics</h3>
          <p>
            The necessary cookies and browser-storage entries we use, and the analytics cookies we set only with your consent, are described in
            the {to.cookies('cookie policy')}. If you accept analytics cookies, Google Analytics processes a random identifier of your browser,
            the pages you view, the time of the visit, the kind of device and browser, and the approximate location derived from your IP address
            (Google Analytics 4 does not store IP addresses).
          </p>
        </>
      ),
    },
    {
      id: 'purposes',
      title: 'Why we process it, and on what legal basis',
      content: (
        <>
          <Table
            caption="Purposes and legal bases (Article 6(1) GDPR)"
            head={['Purpose', 'Data', 'Legal basis']}
            rows={[
              [
                'Registering, checking and approving an account; running it',
                'Account data, emails',
                'Steps before entering into a contract and performance of the contract with your organisation (point (b)); for contact persons acting for an organisation, our legitimate interest in dealing with our client through them (point (f))',
              ],
              [
                'Taking, confirming, coordinating and carrying out reservations; telling you about them by email',
                'Reservation data, account data, emails',
                'Performance of the contract (point (b)); for the responsible person named in a reservation, our legitimate interest in knowing whom to expect and contact on arrival (point (f))',
              ],
              [
                'Keeping the service and accounts secure: sign-in and audit logs, limits on attempts, captcha, blocking accounts used in breach of the terms',
                'Logs and security data, account status',
                'Legitimate interest in protecting our users, our staff and the service (point (f))',
              ],
              [
                'Handling questions, complaints and legal claims about reservations',
                'Reservation data and history, emails, logs',
                'Legitimate interest in establishing, exercising or defending legal claims (point (f))',
              ],
              [
                'Planning capacity and staff: statistics of reservations by week, day and hour',
                'Reservation data, in aggregated form',
                'Legitimate interest in running the restaurant well (point (f))',
              ],
              [
                'Keeping accounting records when a reservation is invoiced',
                'Organisation and reservation data on the invoice',
                'Legal obligation under tax and accounting law (point (c))',
              ],
              [
                'Remembering your language and your cookie choice',
                'Necessary cookies and browser storage',
                'Legitimate interest (point (f)); these are strictly necessary for the service you ask for, so no consent is required',
              ],
              [
                'Measuring how the website is used (Google Analytics 4)',
                'Analytics cookies and usage data',
                'Your consent (point (a)), which you can withdraw at any time',
              ],
            ]}
          />
          <p>
            Where we rely on legitimate interest, we have weighed it against your interests and rights; you may object to such processing at any
            time (see “Your rights” below).
          </p>
        </>
      ),
    },
    {
      id: 'required',
      title: 'Do you have to give us your data?',
      content: (
        <p>
          The fields marked as required in the registration and reservation forms are needed to conclude and carry out the contract: without
          them we cannot open an account or take a reservation. Optional fields are optional. Consent to analytics cookies is entirely voluntary
          and declining it changes nothing in how the service works for you.
        </p>
      ),
    },
    {
      id: 'decisions',
      title: 'No automated decisions',
      content: (
        <p>
          We do not make decisions about you by automated means alone, and we do not profile you. Every account is approved or rejected, and
          every reservation confirmed or declined, by a member of our staff. The system only checks the booking rules (group size, lead times,
          available seats) before a reservation is sent to us.
        </p>
      ),
    },
    {
      id: 'recipients',
      title: 'Who receives your data',
      content: (
        <>
          <p>Your data is seen only by those members of our staff who need it for their work. Beyond them, it is processed by:</p>
          <ul>
            <li>
              <strong>our hosting provider</strong>, on whose servers the website, the database and the backups run;
            </li>
            <li>
              <strong>our email delivery provider</strong>, which delivers the emails the service sends;
            </li>
            <li>
              <strong>Google Ireland Limited</strong> (Gordon House, Barrow Street, Dublin 4, Ireland) for Google Analytics — only if you have
              accepted analytics cookies.
            </li>
          </ul>
          <p>
            These providers process data only on our instructions, under a data processing agreement in line with Article 28 GDPR. We may also
            have to disclose data to courts, inspection bodies or the police when the law requires it. We do not sell personal data and do not
            give it to anyone for their own marketing.
          </p>
        </>
      ),
    },
    {
      id: 'transfers',
      title: 'Transfers outside the European Union',
      content: (
        <p>
          We choose providers that process data in the European Union or the European Economic Area. The one exception is Google Analytics, and
          only with your consent: Google Ireland Limited may transfer data to Google LLC in the United States. Google LLC is certified under the
          EU–US Data Privacy Framework, for which the European Commission adopted an adequacy decision on 10 July 2023; Google also uses the
          European Commission&apos;s standard contractual clauses.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep your data',
      content: (
        <>
          <Table
            caption="Retention periods"
            head={['Data', 'How long']}
            rows={[
              ['Account data', 'As long as the account exists, until you or we delete it.'],
              ['Applications we reject', 'Erased at once, when the decision is made (we send you one short email saying so).'],
              ['Registrations whose email address is not confirmed', `Erased ${UNVERIFIED_REGISTRATION_DAYS} days after registering.`],
              [
                'A deleted account that was never approved',
                'Erased at once.',
              ],
              [
                'A deleted account that had been approved',
                'Archived for 90 days — it can no longer be used, but open questions about its reservations can still be settled — and then erased for good together with its reservations and emails.',
              ],
              ['Reservations and their history', 'As long as the account exists, then as above.'],
              ['Copies of emails sent to you', 'As long as the account exists, then as above.'],
              ['Sign-in and audit logs (with IP addresses)', '12 months from the event.'],
              ['Links for confirming an email address or resetting a password', 'Until used or expired, and one more day.'],
              ['Records that limit attempts and captcha records', 'Until they expire: minutes, at most one day.'],
              ['Technical server logs (without IP addresses)', 'At most 30 days.'],
              [
                'Invoices and accounting records',
                'As long as tax law requires: 10 years after the end of the year the invoice relates to. Issued invoices and credit notes, with the billing details printed on them, are kept even when you delete your account; everything else is deleted as described here.',
              ],
              [
                'Analytics data in Google Analytics (only with consent)',
                '14 months; the analytics cookies themselves expire after 2 years or when you withdraw consent.',
              ],
            ]}
          />
          <p>
            When data may be needed to establish, exercise or defend a legal claim, we may keep it until the matter is closed. When a retention
            period ends, we erase the data or make it anonymous.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your data',
      content: (
        <ul>
          <li>all traffic between your browser and our service is encrypted (HTTPS);</li>
          <li>passwords are stored only as salted scrypt hashes, and sessions live in cookies that scripts cannot read (HttpOnly);</li>
          <li>
            access to client data is limited to authorised staff, each with a personal account; important actions are recorded in the audit log;
          </li>
          <li>repeated sign-in attempts are slowed down and protected by a captcha;</li>
          <li>our software and servers are kept up to date, and we regularly check who has access.</li>
        </ul>
      ),
    },
    {
      id: 'rights',
      title: 'Your rights',
      content: (
        <>
          <p>Under Articles 15 to 22 of the GDPR you have the right:</p>
          <ul>
            <li>
              <strong>of access</strong> — to know whether we process your data, and to receive a copy of it;
            </li>
            <li>
              <strong>to rectification</strong> — to have inaccurate data corrected and incomplete data completed;
            </li>
            <li>
              <strong>to erasure</strong> — to have your data deleted when it is no longer needed, when you withdraw consent or object, or when it
              was processed unlawfully;
            </li>
            <li>
              <strong>to restriction of processing</strong> — to have us keep the data but not otherwise use it, for example while we check its
              accuracy;
            </li>
            <li>
              <strong>to data portability</strong> — to receive the data you gave us in a structured, commonly used, machine-readable format and
              to pass it on to someone else;
            </li>
            <li>
              <strong>to object</strong> — at any time, on grounds relating to your particular situation, to processing based on our legitimate
              interest;
            </li>
            <li>
              <strong>to withdraw consent</strong> — at any time, without affecting the lawfulness of processing based on consent before its
              withdrawal;
            </li>
            <li>
              <strong>to lodge a complaint</strong> with the supervisory authority, if you believe we process your data unlawfully:
            </li>
          </ul>
          <CommissionerAddress language="en" />
          <h3>How to exercise them</h3>
          <ul>
            <li>
              <strong>See, correct and download</strong>: in your {to.profile('profile')} you can change your organisation&apos;s details and
              download everything we keep about your account as a JSON file (“Download my data”).
            </li>
            <li>
              <strong>Delete</strong>: in the danger zone of your profile you can delete the account yourself by typing its email address to
              confirm. An approved account is archived for 90 days and then erased; one that was never approved is erased at once.
            </li>
            <li>
              <strong>Withdraw consent to analytics</strong>: choose “Cookie settings” at the bottom of any page and then “Necessary only”. The
              analytics cookies are deleted straight away.
            </li>
            <li>
              <strong>Anything else</strong> — objection, restriction, or a question about the responsible person named in a reservation: write
              to <Mail />.
            </li>
          </ul>
          <p>
            We answer within one month of receiving your request; for complex or numerous requests this may be extended by two further months,
            and we will tell you why. Exercising your rights is free of charge. We may ask you to confirm your identity (usually by replying from
            the email address of the account) before we act.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      content: (
        <p>
          The service is meant for organisations and for adults acting on their behalf. We do not knowingly collect data about children; a group
          leader booking a stop for a school class gives us only the number of guests, not their names.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          We update this policy when our service or the law changes. The date from which the current version applies is shown at the top. We
          tell account holders about important changes by email or with a notice on the website before they take effect. The terms under which
          you use the service are set out in the {to.terms('terms of service')}.
        </p>
      ),
    },
  ],
};

export default document;
