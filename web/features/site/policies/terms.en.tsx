// Terms of service, English. Effective 23 October 2024 (docs/product.md § Policies). Slovenian:
// terms.sl.tsx (same sections, same ids). The booking rules repeat docs/product.md § Booking rules:
// 10–100 guests, 72 h / 2 h ahead.
import { COMPANY } from '../../../content/company.ts';
import { CancellationTerms, ControllerAddress, Mail, Phone, to } from './parts.tsx';
import type { PolicyDocument } from './types.ts';

const document: PolicyDocument = {
  summary: (
    <>
      <p>
        These terms govern the use of the Stopover website and of its group-reservation service, run by {COMPANY.name}. They apply between us
        and every organisation that registers an account. Please read them before you register: by ticking the box in the registration form
        you accept them on behalf of your organisation.
      </p>
      <p>
        In short: register, confirm your email and wait for our approval; then book short stops at least 2 hours and long stops at least 72
        hours ahead, for 10 to 100 guests per reservation. A reservation is binding once our staff confirm it. To change or cancel it, contact
        us.
      </p>
    </>
  ),
  sections: [
    {
      id: 'provider',
      title: 'Who we are and what these terms cover',
      content: (
        <>
          <p>The service is provided by:</p>
          <ControllerAddress language="en" />
          <p>
            These terms apply to the website, to accounts and to every reservation made through the service. How we process personal data is set
            out in the {to.privacy('privacy policy')}, and our use of cookies in the {to.cookies('cookie policy')}; both form part of these terms.
          </p>
        </>
      ),
    },
    {
      id: 'definitions',
      title: 'Terms we use',
      content: (
        <ul>
          <li>
            <strong>Client</strong> — an organisation with an account: a bus or coach operator, travel agency, company, association, group or
            organiser.
          </li>
          <li>
            <strong>User</strong> — the person who registers and uses the account on the client&apos;s behalf.
          </li>
          <li>
            <strong>Short stop</strong> — a break with hot drinks (coffee, tea) and doughnuts or pastries for the whole group.
          </li>
          <li>
            <strong>Long stop</strong> — a seated meal (lunch or dishes à la carte) with a seat reserved for every guest.
          </li>
          <li>
            <strong>Staff</strong> — our employees who approve accounts and process reservations.
          </li>
        </ul>
      ),
    },
    {
      id: 'accounts',
      title: 'Registration and approval',
      content: (
        <>
          <ul>
            <li>
              Only an organisation may register, through a person authorised to act for it. The user confirms this authority when registering.
            </li>
            <li>
              The details you give must be true and complete, and you must keep them up to date in your profile. Your password of at least eight
              characters must stay secret; you are responsible for everything done with your account and must tell us at once if you suspect it
              has been misused.
            </li>
            <li>
              After registering you confirm your email address with the link we send you. Our staff then review the account, usually within 12
              hours. You are told by email when it is approved.
            </li>
            <li>
              Approval is not guaranteed. We may reject an application, in particular if the details are incomplete, untrue or do not belong
              to an organisation. The data of a rejected application is erased at once.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'booking',
      title: 'Reservations',
      content: (
        <>
          <p>
            Only approved accounts with a confirmed email address may make reservations. Each reservation states the type of stop, the number
            of guests, whether seats are to be reserved, and the arrival date and time; you may add a responsible person (usually the driver or
            guide) and a message with your wishes.
          </p>
          <ul>
            <li>
              <strong>Group size</strong>: from 10 to 100 guests per reservation. Larger groups make several reservations.
            </li>
            <li>
              <strong>Lead time</strong>: a long stop must be booked at least 72 hours, and a short stop at least 2 hours, before arrival.
            </li>
            <li>
              <strong>Seats</strong>: for a long stop, seats are reserved for the number of guests booked. For a short stop you may ask for seats
              too.
            </li>
            <li>
              <strong>Opening hours and capacity</strong>: arrivals are possible within our opening hours and as long as there is room; the form
              shows what is available and suggests nearby times.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'confirmation',
      title: 'When a reservation is binding',
      content: (
        <>
          <p>
            Sending a reservation is a request. Every reservation depends on availability and on confirmation by our staff. We send you an
            email at each step, and you can follow the status in your control panel:
          </p>
          <ul>
            <li>
              <strong>received</strong> — waiting for our staff;
            </li>
            <li>
              <strong>in coordination</strong> — processed, but something needs to be agreed with you first;
            </li>
            <li>
              <strong>confirmed</strong> — the reservation is binding for both sides;
            </li>
            <li>
              <strong>completed</strong> — the group has arrived;
            </li>
            <li>
              <strong>cancelled</strong> — declined by us, or cancelled.
            </li>
          </ul>
          <p>
            We may decline a request, in particular when there is not enough room, the restaurant is closed, or the reservation does not meet these
            terms; we tell you why.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and cancellations',
      content: (
        <>
          <p>
            Reservations cannot be changed or cancelled in the app. Please contact our staff as early as possible — by email at <Mail /> or by
            phone at <Phone /> — and give the order number. Staff make the change, if it is possible, and confirm it by email.
          </p>
          <p>
            Tell us in good time if the number of guests or the arrival time changes. If you are running late on the day, call us: we will do our
            best to serve the group, but a late group may have a shorter stop.
          </p>
          <p>
            Unless an agreement with your organisation sets other terms, these cancellation terms apply: <CancellationTerms language="en" /> The
            price is the booked guests’ per-guest price. The terms a reservation is made under are shown before you submit it, and you accept them
            there; they are repeated in the emails about the reservation and stay as they were even if our terms change later.
          </p>
          <p>We may change or cancel a confirmed reservation only for serious reasons beyond our control, and we tell you at once.</p>
        </>
      ),
    },
    {
      id: 'prices',
      title: 'Prices and payment',
      content: (
        <>
          <ul>
            <li>
              Prices are per guest, in euros, and include value added tax. The prices and menus on the website are kept up to date by our
              restaurant manager.
            </li>
            <li>
              The price per guest shown when you book applies to that reservation, even if our prices change later. Menu items with a price of
              their own are extras and are charged in addition.
            </li>
            <li>Payment is made on the day of the stop, unless invoicing has been agreed with our staff.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'obligations',
      title: 'Your obligations',
      content: (
        <ul>
          <li>use the service lawfully, only for your organisation&apos;s genuine reservations;</li>
          <li>
            give true information, including the real number of guests, and tell us about dietary needs in general terms (without guests&apos;
            names);
          </li>
          <li>
            let the responsible person you name in a reservation know that you have given us their name, and why (see the privacy policy);
          </li>
          <li>
            do not interfere with the service — no attempts to gain access to other accounts, no automated mass requests, no circumventing the
            captcha or other protections.
          </li>
        </ul>
      ),
    },
    {
      id: 'blocking',
      title: 'Blocking and closing accounts',
      content: (
        <>
          <p>
            If we have good reason to suspect that an account is used in breach of these terms — for example with false details, for abusive or
            fictitious reservations, or in a way that endangers the service — our staff may block it. A blocked account can still sign in and see
            its control panel, but cannot make reservations; we tell you the reason, and you can reply to us. We lift a block when the reason no
            longer exists.
          </p>
          <p>
            You may delete your account at any time in your profile. An account that was approved is archived for 90 days and then erased
            together with its reservations; confirmed reservations still to come should be cancelled with our staff first. We may close an account
            that has been blocked for a serious breach, or that has not been used for a long time, after telling you by email.
          </p>
        </>
      ),
    },
    {
      id: 'availability',
      title: 'Availability of the service',
      content: (
        <p>
          We do our best to keep the service available, but we cannot promise that it will always work without interruption or errors; we may
          interrupt it briefly for maintenance. We may develop and change its features. If the service is unavailable, you can always make or
          change a reservation by email or phone.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      content: (
        <>
          <p>
            We are liable for damage we cause intentionally or through gross negligence, and always for harm to life, body or health. For ordinary
            negligence our liability is limited to foreseeable, direct damage, up to the value of the reservation concerned; we are not liable for
            lost profit or indirect damage.
          </p>
          <p>
            We are not liable for circumstances beyond our control (force majeure), such as severe weather, road closures or traffic that delay a
            group, nor for damage caused by untrue information in an account or reservation. Rights under mandatory law are not limited by this.
          </p>
        </>
      ),
    },
    {
      id: 'content',
      title: 'Website content',
      content: (
        <p>
          The texts, illustrations, logo and software of the website are protected by copyright and belong to {COMPANY.name} or its licensors.
          You may use them only to use the service.
        </p>
      ),
    },
    {
      id: 'complaints',
      title: 'Questions and complaints',
      content: (
        <p>
          Send questions and complaints about the service or a reservation to <Mail />. We confirm receipt and reply within eight working days.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing law and disputes',
      content: (
        <p>
          These terms and all reservations are governed by the law of the Republic of Slovenia. We will try to settle any disagreement amicably;
          if that fails, the court with jurisdiction in Ljubljana decides, unless mandatory law provides otherwise.
        </p>
      ),
    },
    {
      id: 'amendments',
      title: 'Changes to these terms',
      content: (
        <p>
          We may change these terms, for example when the service or the law changes. We publish the new version on this page with the date it
          takes effect and notify account holders by email at least 15 days beforehand. If you do not agree, you may delete your account before
          the change takes effect; if you go on using the service, the new terms apply. Reservations already confirmed are carried out under the
          terms that applied when they were confirmed.
        </p>
      ),
    },
  ],
};

export default document;
