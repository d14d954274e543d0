// Every e-mail Stopover sends, in English and Slovenian. A template turns typed data into blocks
// (layout.ts renders them to HTML and text); both languages sit side by side in t(en, sl) so a
// reviewer reads each sentence next to its translation. Data is rendered when the mail is enqueued
// and stored rendered in mail_outbox, so a later change of wording never alters a queued mail.
import type { Language } from '../i18n/messages.ts';
import type { ProfileField } from '../domain/account-rules.ts';
import { oneLine } from './escape.ts';
import type { CancellationTerms } from '../domain/billing-terms.ts';
import { cancellationTermsText } from '../domain/cancellation-wording.ts';
import {
  formatArrival,
  formatArrivalShort,
  formatDay,
  daysFor,
  guestCount,
  hoursFor,
  minutesFor,
  stopTypeLabel,
  yesNo,
} from './format.ts';
import { renderLayout, type Block, type RenderedMail } from './layout.ts';
import { CONVERSATION_TEMPLATES, type ConversationTemplateData } from './conversation-templates.ts';
import { MEAL_TEMPLATES, type MealTemplateData } from './meal-templates.ts';
import { RECONFIRMATION_TEMPLATES, type ReconfirmationTemplateData } from './templates-reconfirmation.ts';
import { driverLinkBlocks } from './driver-link-blocks.ts';
import { INVOICE_TEMPLATES, type InvoiceTemplateData } from './invoice-templates.ts';
import { DEPOSIT_TEMPLATES, type DepositTemplateData } from './deposit-templates.ts';
import { REMINDER_TEMPLATES, type ReminderTemplateData } from './reminder-templates.ts';
import { WAITING_LIST_TEMPLATES, type WaitingListTemplateData } from './waiting-list-templates.ts';
import type { Compose, Composed, Reason, ReservationChange, ReservationFacts, Translate } from './template-types.ts';

export type { RenderedMail } from './layout.ts';

/** The data each template needs, by template name. */
export interface TemplateData extends ReconfirmationTemplateData, ConversationTemplateData, MealTemplateData, InvoiceTemplateData, ReminderTemplateData, DepositTemplateData, WaitingListTemplateData {
  'account.verify': { name: string; verifyUrl: string; expiresHours: number };
  'account.approved': { name: string; signInUrl: string };
  'account.password_reset': { name: string; resetUrl: string; expiresMinutes: number };
  /** Someone registered with an address that already has an account; sent to its owner. */
  'account.exists': { name: string; signInUrl: string; resetUrl: string };
  'account.blocked': { name: string; reason: string | null };
  'account.unblocked': { name: string };
  /** purgeDate: when the archived data is deleted for good (90 days after deletion). */
  'account.deleted': { name: string; purgeDate: Date };
  'account.rejected': { name: string };
  'webhook.disabled': { name: string; url: string; failures: number; manageUrl: string };
  'account.details_changed': { name: string; changes: Array<{ field: ProfileField; from: string | null; to: string | null }> };
  /** The manager invited a member of staff; the link sets the first password. */
  'staff.invitation': { name: string; inviterName: string; setPasswordUrl: string; expiresDays: number; email: string };
  /** An owner invited someone to their organisation; the link joins it (creating the person's account if needed). */
  'member.invitation': { organisationName: string; inviterName: string; role: 'OWNER' | 'BOOKER' | 'ACCOUNTANT' | 'VIEWER'; email: string; acceptUrl: string; expiresDays: number };
  'reservation.created': ReservationFacts & {
    seatReservation: boolean;
    responsiblePerson: string | null;
    message: string | null;
    listUrl: string;
    /** Staff took it for the client (by phone): the mail says so, in case the client did not know. */
    bookedByStaff?: boolean;
    /** The cancellation terms it was booked under (absent from mails queued before they were kept). */
    cancellation?: CancellationTerms | null;
  };
  'reservation.staff_notice': Omit<ReservationFacts, 'name'> & {
    client: string;
    /** The reservation's panel in the staff area. */
    panelUrl: string;
    /** Notices queued before they linked to the panel carry the pending list instead. */
    pendingUrl?: string;
  };
  'reservation.scheduled': ReservationFacts & { note: string | null; cancellation?: CancellationTerms | null; /** The driver's live link (graph/services/driver-link/). */ driverUrl?: string | null };
  'reservation.waiting': ReservationFacts & { note: string | null };
  'reservation.declined': ReservationFacts & { reason: string | null };
  'reservation.cancelled': ReservationFacts & { reason: string | null };
  /** Staff marked the group as not arrived on its day (graph/domain/outcomes.ts). */
  'reservation.no_show': ReservationFacts & { note: string | null };
  /** byClient: the client changed it themself (the headcount, from the reconfirmation mail). */
  'reservation.updated': ReservationFacts & { changes: ReservationChange[]; note: string | null; byClient?: boolean };
}

export type TemplateName = keyof TemplateData;

const REASONS: Record<Reason, Record<Language, string>> = {
  registration: {
    en: 'You are receiving this email because this address was used to register an account at Stopover. If that was not you, you can ignore it.',
    sl: 'To sporočilo ste prejeli, ker je bil ta naslov uporabljen za registracijo računa v aplikaciji Stopover. Če to niste bili vi, ga lahko prezrete.',
  },
  account: {
    en: 'You are receiving this email because it concerns your Stopover account.',
    sl: 'To sporočilo ste prejeli, ker se nanaša na vaš račun v aplikaciji Stopover.',
  },
  reservation: {
    en: 'You are receiving this email because it concerns a reservation made with your Stopover account.',
    sl: 'To sporočilo ste prejeli, ker se nanaša na rezervacijo, oddano z vašim računom v aplikaciji Stopover.',
  },
  staff: {
    en: 'You are receiving this email because you have a staff account at Stopover.',
    sl: 'To sporočilo ste prejeli, ker imate račun za osebje v aplikaciji Stopover.',
  },
};

// ---------------------------------------------------------------------------------------------
// Shared pieces

const p = (text: string): Block => ({ kind: 'paragraph', text });
const fine = (text: string): Block => ({ kind: 'fineprint', text });
const hello = (t: Translate, name: string) => p(t(`Hello ${name},`, `Pozdravljeni, ${name},`));
const PROFILE_FIELD_LABELS: Record<ProfileField, [string, string]> = {
  name: ['Name', 'Ime'],
  firstName: ['Contact first name', 'Ime kontaktne osebe'],
  lastName: ['Contact last name', 'Priimek kontaktne osebe'],
  phone: ['Phone', 'Telefon'],
  contactInfo: ['Additional contact information', 'Dodatni kontaktni podatki'],
  language: ['Language of emails', 'Jezik e-sporočil'],
};
const profileFieldLabel = (t: Translate, field: ProfileField) => t(...PROFILE_FIELD_LABELS[field]);
const profileValue = (t: Translate, field: ProfileField, value: string | null) =>
  value === null ? t('(none)', '(brez)') : field === 'language' ? (value === 'sl' ? t('Slovenian', 'slovenščina') : t('English', 'angleščina')) : oneLine(value);

const MEMBER_ROLE_LABELS: Record<TemplateData['member.invitation']['role'], [string, string]> = {
  OWNER: ['Owner (everything, including the members)', 'Lastnik (vse, tudi člani)'],
  BOOKER: ['Booker (books and changes reservations)', 'Rezervator (rezervira in spreminja rezervacije)'],
  ACCOUNTANT: ['Accountant (invoices and payments; reads reservations)', 'Računovodja (računi in plačila; bere rezervacije)'],
  VIEWER: ['Viewer (reads reservations)', 'Opazovalec (bere rezervacije)'],
};
const memberRoleLabel = (t: Translate, role: TemplateData['member.invitation']['role']) => t(...MEMBER_ROLE_LABELS[role]);
const signOff = (t: Translate) => p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover'));
const orderNumber = (t: Translate, value: string): Block => ({ kind: 'orderNumber', label: t('Order number', 'Številka rezervacije'), value });
const quote = (label: string, text: string | null): Block[] => (text?.trim() ? [{ kind: 'quote', label, text: text.trim() }] : []);
/** The cancellation terms the reservation was booked under, in the recipient's language (none for older mails). */
const cancellationTerms = (t: Translate, language: Language, terms: CancellationTerms | null | undefined): Block[] =>
  terms ? [{ kind: 'details', rows: [[t('Cancellation terms', 'Pogoji odpovedi'), cancellationTermsText(terms, language)]] }] : [];

const contactStaff = (t: Translate) =>
  fine(
    t(
      'You cannot change or cancel a reservation yourself. If anything needs to change, please contact our staff and mention the order number.',
      'Rezervacije ne morete sami spremeniti ali preklicati. Če želite kaj spremeniti, se obrnite na naše osebje in navedite številko rezervacije.',
    ),
  );

function reservationRows(t: Translate, language: Language, r: Omit<ReservationFacts, 'name' | 'orderNumber'>): Array<readonly [string, string]> {
  return [
    [t('Arrival', 'Prihod'), formatArrival(language, r.arrival)],
    [t('Type', 'Vrsta'), stopTypeLabel(language, r.type)],
    [t('Group size', 'Velikost skupine'), guestCount(language, r.guests)],
  ];
}

// ---------------------------------------------------------------------------------------------
// The templates

/** A booking staff closed: declined before anyone accepted it, cancelled after (graph/domain endingOf). */
function ended(d: ReservationFacts & { reason: string | null }, t: Translate, language: Language, how: string): Composed {
  return {
    subject: t(`Reservation ${d.orderNumber} ${how}`, `Rezervacija ${d.orderNumber} je ${how}`),
    preheader: t('We are sorry, but this reservation will not take place.', 'Žal ta rezervacija ne bo izvedena.'),
    reason: 'reservation',
    blocks: [
      hello(t, d.name),
      p(t(`We are sorry, but your reservation has been ${how} and will not take place.`, `Žal vam sporočamo, da je bila vaša rezervacija ${how} in ne bo izvedena.`)),
      orderNumber(t, d.orderNumber),
      { kind: 'details', rows: reservationRows(t, language, d) },
      ...quote(t('Reason', 'Razlog'), d.reason),
      p(t('If you have any questions, please contact our staff.', 'Če imate vprašanja, se obrnite na naše osebje.')),
      signOff(t),
    ],
  };
}

const TEMPLATES: { [K in TemplateName]: Compose<TemplateData[K]> } = {
  ...RECONFIRMATION_TEMPLATES,
  ...CONVERSATION_TEMPLATES,
  ...MEAL_TEMPLATES,
  ...INVOICE_TEMPLATES,
  ...DEPOSIT_TEMPLATES,
  ...REMINDER_TEMPLATES,
  ...WAITING_LIST_TEMPLATES,
  'account.verify': (d, t, language) => ({
    subject: t('Verify your email address', 'Potrdite svoj e-poštni naslov'),
    preheader: t('One click to confirm your Stopover registration.', 'Z enim klikom potrdite registracijo v aplikaciji Stopover.'),
    reason: 'registration',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'Thank you for registering with Stopover. Please verify your email address by clicking the button below.',
          'Hvala za registracijo v aplikaciji Stopover. Svoj e-poštni naslov potrdite s klikom na spodnji gumb.',
        ),
      ),
      { kind: 'button', label: t('Verify email address', 'Potrdi e-poštni naslov'), url: d.verifyUrl },
      p(
        t(
          `The link is valid for ${hoursFor(language, d.expiresHours)}. After you verify your address, our staff will review your account, usually within 12 hours, and let you know by email when it is approved.`,
          `Povezava velja ${hoursFor(language, d.expiresHours)}. Ko potrdite naslov, bo naše osebje pregledalo vaš račun, običajno v 12 urah, in vas po e-pošti obvestilo, ko bo odobren.`,
        ),
      ),
      fine(t('If you did not register at Stopover, you can ignore this email.', 'Če se v aplikaciji Stopover niste registrirali, lahko to sporočilo prezrete.')),
      signOff(t),
    ],
  }),

  'account.approved': (d, t) => ({
    subject: t('Your account has been approved', 'Vaš račun je odobren'),
    preheader: t('You can now book short and long stops.', 'Zdaj lahko rezervirate kratke in dolge postanke.'),
    reason: 'account',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'Good news: our staff has approved your Stopover account. You can now sign in and book short stops and long stops for your groups.',
          'Dobra novica: naše osebje je odobrilo vaš račun v aplikaciji Stopover. Zdaj se lahko prijavite in za svoje skupine rezervirate kratke in dolge postanke.',
        ),
      ),
      { kind: 'button', label: t('Sign in', 'Prijava'), url: d.signInUrl },
      p(
        t(
          'Please book long stops at least 72 hours and short stops at least 2 hours before arrival.',
          'Dolge postanke rezervirajte vsaj 72 ur, kratke pa vsaj 2 uri pred prihodom.',
        ),
      ),
      signOff(t),
    ],
  }),

  'account.password_reset': (d, t, language) => ({
    subject: t('Reset your password', 'Ponastavitev gesla'),
    preheader: t('Choose a new password for your Stopover account.', 'Izberite novo geslo za svoj račun v aplikaciji Stopover.'),
    reason: 'account',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'We received a request to reset the password of your Stopover account. Click the button below to choose a new password.',
          'Prejeli smo zahtevo za ponastavitev gesla za vaš račun v aplikaciji Stopover. Novo geslo nastavite s klikom na spodnji gumb.',
        ),
      ),
      { kind: 'button', label: t('Reset password', 'Ponastavi geslo'), url: d.resetUrl },
      p(
        t(
          `The link is valid for ${minutesFor(language, d.expiresMinutes)} and works only once.`,
          `Povezava velja ${minutesFor(language, d.expiresMinutes)} in jo lahko uporabite samo enkrat.`,
        ),
      ),
      fine(
        t(
          'If you did not ask for a new password, you can ignore this email: your password stays unchanged.',
          'Če novega gesla niste zahtevali, lahko to sporočilo prezrete: vaše geslo ostane nespremenjeno.',
        ),
      ),
      signOff(t),
    ],
  }),

  'account.exists': (d, t) => ({
    subject: t('You already have a Stopover account', 'Račun v aplikaciji Stopover že imate'),
    preheader: t('Someone tried to register with your email address.', 'Nekdo se je poskušal registrirati z vašim e-poštnim naslovom.'),
    reason: 'registration',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'Someone just tried to register a new Stopover account with this email address. An account with this address already exists, so no new account was created.',
          'Nekdo je pravkar poskušal v aplikaciji Stopover registrirati nov račun s tem e-poštnim naslovom. Račun s tem naslovom že obstaja, zato nov račun ni bil ustvarjen.',
        ),
      ),
      p(t('If it was you, sign in with your existing account:', 'Če ste bili to vi, se prijavite s svojim obstoječim računom:')),
      { kind: 'button', label: t('Sign in', 'Prijava'), url: d.signInUrl },
      p(t('Forgot your password? Choose a new one:', 'Ste pozabili geslo? Izberite novo:')),
      { kind: 'button', label: t('Reset password', 'Ponastavi geslo'), url: d.resetUrl },
      fine(
        t(
          'If it was not you, you can ignore this email: your account and your password stay unchanged.',
          'Če to niste bili vi, lahko to sporočilo prezrete: vaš račun in geslo ostaneta nespremenjena.',
        ),
      ),
      signOff(t),
    ],
  }),

  'account.blocked': (d, t) => ({
    subject: t('Your account has been blocked', 'Vaš račun je blokiran'),
    preheader: t('You cannot place reservations while your account is blocked.', 'Dokler je račun blokiran, ne morete oddajati rezervacij.'),
    reason: 'account',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'Our staff has blocked your Stopover account. While it is blocked, you cannot place new reservations.',
          'Naše osebje je blokiralo vaš račun v aplikaciji Stopover. Dokler je račun blokiran, ne morete oddajati novih rezervacij.',
        ),
      ),
      ...quote(t('Reason', 'Razlog'), d.reason),
      p(t('If you think this is a mistake, please contact our staff.', 'Če menite, da gre za napako, se obrnite na naše osebje.')),
      signOff(t),
    ],
  }),

  'account.unblocked': (d, t) => ({
    subject: t('Your account is active again', 'Vaš račun je znova aktiven'),
    preheader: t('You can place reservations again.', 'Znova lahko oddajate rezervacije.'),
    reason: 'account',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'Our staff has lifted the block on your Stopover account. You can sign in and place reservations as before.',
          'Naše osebje je odstranilo blokado vašega računa v aplikaciji Stopover. Znova se lahko prijavite in oddajate rezervacije.',
        ),
      ),
      signOff(t),
    ],
  }),

  'webhook.disabled': (d, t) => ({
    subject: t('A webhook endpoint has been disabled', 'Končna točka za spletne kljuke je onemogočena'),
    preheader: t('It kept failing for more than a day.', 'Več kot dan zapored ni delovala.'),
    reason: 'account',
    blocks: [
      hello(t, d.name),
      p(
        t(
          `Stopover could not deliver events to ${d.url} for more than a day (${d.failures} failed attempts in a row), so we have disabled this endpoint and send it nothing more.`,
          `Stopover več kot dan ni mogel dostaviti dogodkov na ${d.url} (${d.failures} neuspešnih poskusov zapored), zato smo to končno točko onemogočili in ji ne pošiljamo ničesar več.`,
        ),
      ),
      p(
        t(
          'When the receiver works again, enable the endpoint and send the failed deliveries again from the webhooks page.',
          'Ko sprejemnik znova deluje, končno točko omogočite in neuspele dostave znova pošljite na strani za spletne kljuke.',
        ),
      ),
      { kind: 'button', label: t('Manage webhooks', 'Upravljanje spletnih kljuk'), url: d.manageUrl },
      signOff(t),
    ],
  }),

  'account.rejected': (d, t) => ({
    subject: t('Your Stopover registration', 'Vaša registracija v aplikaciji Stopover'),
    preheader: t('We cannot approve this account; your registration has been deleted.', 'Tega računa ne moremo odobriti; vašo registracijo smo izbrisali.'),
    reason: 'account',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'Thank you for registering with Stopover. We are sorry, but our staff cannot approve this account for group reservations.',
          'Hvala za registracijo v aplikaciji Stopover. Žal naše osebje tega računa za skupinske rezervacije ne more odobriti.',
        ),
      ),
      p(
        t(
          'As our privacy policy describes, the registration and the data you gave us have been deleted. If you think this is a mistake, please contact our staff.',
          'Kot določa naša politika zasebnosti, smo registracijo in podatke, ki ste nam jih posredovali, izbrisali. Če menite, da gre za napako, se obrnite na naše osebje.',
        ),
      ),
      signOff(t),
    ],
  }),

  'account.details_changed': (d, t) => ({
    subject: t('We updated your account details', 'Posodobili smo podatke vašega računa'),
    preheader: t('Our staff corrected the details of your Stopover account.', 'Naše osebje je popravilo podatke vašega računa Stopover.'),
    reason: 'account',
    blocks: [
      hello(t, d.name),
      p(t('Our staff have corrected the details of your account:', 'Naše osebje je popravilo podatke vašega računa:')),
      {
        kind: 'details',
        rows: d.changes.map((change) => [profileFieldLabel(t, change.field), `${profileValue(t, change.field, change.from)} → ${profileValue(t, change.field, change.to)}`] as [string, string]),
      },
      p(t('If something is not right, reply to this email or contact our staff.', 'Če kaj ni prav, odgovorite na to sporočilo ali se obrnite na naše osebje.')),
      signOff(t),
    ],
  }),

  'account.deleted': (d, t, language) => ({
    subject: t('Your account has been deleted', 'Vaš račun je izbrisan'),
    preheader: t('Your data stays archived for 90 days, then it is deleted for good.', 'Vaši podatki ostanejo 90 dni v arhivu, nato jih trajno izbrišemo.'),
    reason: 'account',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'As you requested, your Stopover account has been deleted and you can no longer sign in.',
          'Po vaši želji smo vaš račun v aplikaciji Stopover izbrisali, zato se vanj ne morete več prijaviti.',
        ),
      ),
      p(
        t(
          'As our privacy policy describes, your personal data and reservations stay archived for 90 days and are then permanently deleted.',
          'Kot določa naša politika zasebnosti, vaše osebne podatke in rezervacije 90 dni hranimo v arhivu, nato jih trajno izbrišemo.',
        ),
      ),
      { kind: 'details', rows: [[t('Permanent deletion on', 'Datum trajnega izbrisa'), formatDay(language, d.purgeDate)]] },
      p(t('Thank you for travelling with us.', 'Hvala, ker ste se ustavljali pri nas.')),
      signOff(t),
    ],
  }),

  'reservation.created': (d, t, language) => ({
    subject: t(`We have received your reservation ${d.orderNumber}`, `Prejeli smo vašo rezervacijo ${d.orderNumber}`),
    preheader: t('Our staff will review it and confirm it by email.', 'Naše osebje jo bo pregledalo in vam potrditev poslalo po e-pošti.'),
    reason: 'reservation',
    blocks: [
      hello(t, d.name),
      p(
        d.bookedByStaff
          ? t(
              'As agreed with our staff, we have recorded this reservation for you. We will confirm it by email; you can see it in your reservations.',
              'Kot ste se dogovorili z našim osebjem, smo to rezervacijo vnesli za vas. Potrditev vam bomo poslali po e-pošti; vidite jo med svojimi rezervacijami.',
            )
          : t(
              'Thank you! We have received your reservation. Our staff will review it and confirm it by email; reservations depend on availability and staff confirmation.',
              'Hvala! Prejeli smo vašo rezervacijo. Naše osebje jo bo pregledalo in vam potrditev poslalo po e-pošti; rezervacije so odvisne od razpoložljivosti in potrditve osebja.',
            ),
      ),
      orderNumber(t, d.orderNumber),
      {
        kind: 'details',
        rows: [
          ...reservationRows(t, language, d),
          [t('Seat reservation', 'Rezervacija sedežev'), yesNo(language, d.seatReservation)],
          ...(d.responsiblePerson?.trim() ? [[t('Responsible person', 'Odgovorna oseba'), d.responsiblePerson.trim()] as const] : []),
        ],
      },
      ...quote(t('Your message', 'Vaše sporočilo'), d.message),
      ...cancellationTerms(t, language, d.cancellation),
      { kind: 'button', label: t('View my reservations', 'Moje rezervacije'), url: d.listUrl },
      contactStaff(t),
      signOff(t),
    ],
  }),

  'reservation.staff_notice': (d, t, language) => ({
    subject: t(
      `New reservation ${d.orderNumber}: ${oneLine(d.client)}, ${guestCount(language, d.guests)}, ${formatArrivalShort(language, d.arrival)}`,
      `Nova rezervacija ${d.orderNumber}: ${oneLine(d.client)}, ${guestCount(language, d.guests)}, ${formatArrivalShort(language, d.arrival)}`,
    ),
    preheader: t('A new reservation is waiting for review.', 'Nova rezervacija čaka na pregled.'),
    reason: 'staff',
    blocks: [
      p(
        t(
          `${d.client} has placed a new reservation. It is waiting for staff review.`,
          `Stranka ${d.client} je oddala novo rezervacijo, ki čaka na pregled osebja.`,
        ),
      ),
      orderNumber(t, d.orderNumber),
      { kind: 'details', rows: [[t('Client', 'Stranka'), d.client], ...reservationRows(t, language, d)] },
      { kind: 'button', label: t('Open this reservation', 'Odpri to rezervacijo'), url: d.panelUrl ?? d.pendingUrl ?? '' },
    ],
  }),

  'reservation.scheduled': (d, t, language) => ({
    subject: t(`Reservation ${d.orderNumber} confirmed`, `Rezervacija ${d.orderNumber} je potrjena`),
    preheader: t(`We look forward to your visit on ${formatArrivalShort(language, d.arrival)}.`, `Veselimo se vašega obiska ${formatArrivalShort(language, d.arrival)}.`),
    reason: 'reservation',
    blocks: [
      hello(t, d.name),
      p(t('Good news: your reservation has been confirmed. We look forward to welcoming your group.', 'Dobra novica: vaša rezervacija je potrjena. Veselimo se obiska vaše skupine.')),
      orderNumber(t, d.orderNumber),
      { kind: 'details', rows: reservationRows(t, language, d) },
      ...quote(t('A note from our staff', 'Sporočilo našega osebja'), d.note),
      ...cancellationTerms(t, language, d.cancellation),
      ...driverLinkBlocks(t, d.driverUrl),
      contactStaff(t),
      signOff(t),
    ],
  }),

  'reservation.waiting': (d, t, language) => ({
    subject: t(`Reservation ${d.orderNumber}: a few details to coordinate`, `Rezervacija ${d.orderNumber}: potrebna je uskladitev`),
    preheader: t('We need to agree a few details before we can confirm.', 'Pred potrditvijo moramo z vami uskladiti nekaj podrobnosti.'),
    reason: 'reservation',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'We have processed your reservation but cannot confirm it yet: a few details need to be coordinated with you first. Our staff will get in touch with you.',
          'Vašo rezervacijo smo obdelali, vendar je še ne moremo potrditi, ker moramo z vami najprej uskladiti nekaj podrobnosti. Naše osebje se bo obrnilo na vas.',
        ),
      ),
      orderNumber(t, d.orderNumber),
      { kind: 'details', rows: reservationRows(t, language, d) },
      ...quote(t('A note from our staff', 'Sporočilo našega osebja'), d.note),
      signOff(t),
    ],
  }),

  'reservation.declined': (d, t, language) => ended(d, t, language, t('declined', 'zavrnjena')),
  'reservation.cancelled': (d, t, language) => ended(d, t, language, t('cancelled', 'preklicana')),
  'reservation.no_show': (d, t, language) => ({
    subject: t(`Reservation ${d.orderNumber}: we missed your group`, `Rezervacija ${d.orderNumber}: vaše skupine nismo dočakali`),
    preheader: t('Your group did not arrive, so we have closed this reservation.', 'Vaša skupina ni prišla, zato smo to rezervacijo zaključili.'),
    reason: 'reservation',
    blocks: [
      hello(t, d.name),
      p(
        t(
          'We were expecting your group, but it did not arrive, so we have closed this reservation as a no-show.',
          'Vašo skupino smo pričakovali, vendar ni prišla, zato smo rezervacijo zaključili kot neprihod.',
        ),
      ),
      orderNumber(t, d.orderNumber),
      { kind: 'details', rows: reservationRows(t, language, d) },
      ...quote(t('A note from our staff', 'Sporočilo našega osebja'), d.note),
      p(
        t(
          'If your group did come or you would like to book again, please contact our staff.',
          'Če je vaša skupina vendarle prišla ali bi radi rezervirali znova, se obrnite na naše osebje.',
        ),
      ),
      signOff(t),
    ],
  }),

  'staff.invitation': (d, t, language) => ({
    subject: t('You are invited to the Stopover staff area', 'Vabilo v območje za osebje Stopover'),
    preheader: t(`${d.inviterName} added you to the team. Choose your password to start.`, `${d.inviterName} vas je dodal(a) v ekipo. Za začetek izberite geslo.`),
    reason: 'staff',
    blocks: [
      hello(t, d.name),
      p(
        t(
          `${d.inviterName} has created a staff account for you at Stopover, where the team handles group reservations and client accounts.`,
          `${d.inviterName} vam je ustvaril(a) račun za osebje v aplikaciji Stopover, kjer ekipa ureja skupinske rezervacije in račune strank.`,
        ),
      ),
      p(t('Choose your password with the button below. Then sign in with this email address:', 'Z gumbom spodaj izberite svoje geslo. Nato se prijavite s tem e-poštnim naslovom:')),
      { kind: 'details', rows: [[t('Email', 'E-pošta'), d.email]] },
      { kind: 'button', label: t('Choose your password', 'Izberite geslo'), url: d.setPasswordUrl },
      p(
        t(
          `The link is valid for ${daysFor(language, d.expiresDays)} and works only once. If it has expired, ask the manager to send a new invitation.`,
          `Povezava velja ${daysFor(language, d.expiresDays)} in jo lahko uporabite samo enkrat. Če je potekla, prosite vodjo, naj vam pošlje novo povabilo.`,
        ),
      ),
      fine(t('If you did not expect this invitation, you can ignore this email.', 'Če tega povabila niste pričakovali, lahko to sporočilo prezrete.')),
      signOff(t),
    ],
  }),

  'member.invitation': (d, t, language) => ({
    subject: t(`${oneLine(d.organisationName)} invites you to Stopover`, `${oneLine(d.organisationName)} vas vabi v Stopover`),
    preheader: t(`${d.inviterName} invites you to book group stops with the team.`, `${d.inviterName} vas vabi, da z ekipo rezervirate postanke za skupine.`),
    reason: 'account',
    blocks: [
      p(t('Hello,', 'Pozdravljeni,')),
      p(
        t(
          `${d.inviterName} invites you to join ${oneLine(d.organisationName)} at Stopover, where groups book their stops at our restaurant and hotel.`,
          `${d.inviterName} vas vabi, da se pridružite organizaciji ${oneLine(d.organisationName)} v aplikaciji Stopover, kjer skupine rezervirajo postanke v naši restavraciji in hotelu.`,
        ),
      ),
      { kind: 'details', rows: [[t('Email', 'E-pošta'), d.email], [t('Role', 'Vloga'), memberRoleLabel(t, d.role)]] },
      { kind: 'button', label: t('Accept the invitation', 'Sprejmite povabilo'), url: d.acceptUrl },
      p(
        t(
          'If you already have a Stopover account with this address, confirm with its password; otherwise you choose a password on the way.',
          'Če s tem naslovom že imate račun v aplikaciji Stopover, potrdite z njegovim geslom; sicer med potjo izberete geslo.',
        ),
      ),
      p(
        t(
          `The link is valid for ${daysFor(language, d.expiresDays)} and works only once. If it has expired, ask ${d.inviterName} to send it again.`,
          `Povezava velja ${daysFor(language, d.expiresDays)} in jo lahko uporabite samo enkrat. Če je potekla, prosite osebo ${d.inviterName}, naj jo pošlje znova.`,
        ),
      ),
      fine(t('If you did not expect this invitation, you can ignore this email.', 'Če tega povabila niste pričakovali, lahko to sporočilo prezrete.')),
      signOff(t),
    ],
  }),

  'reservation.updated': (d, t, language) => ({
    subject: t(`Reservation ${d.orderNumber} updated`, `Rezervacija ${d.orderNumber} je spremenjena`),
    preheader: d.byClient
      ? t('We have recorded your change. Please check the details.', 'Vašo spremembo smo zabeležili. Preverite podrobnosti.')
      : t('Our staff has changed your reservation. Please check the details.', 'Naše osebje je spremenilo vašo rezervacijo. Preverite podrobnosti.'),
    reason: 'reservation',
    blocks: [
      hello(t, d.name),
      p(
        d.byClient
          ? t('Thank you: we have recorded the change you made to your reservation.', 'Hvala, zabeležili smo spremembo, ki ste jo naredili v svoji rezervaciji.')
          : t('Our staff has updated your reservation.', 'Naše osebje je spremenilo vašo rezervacijo.'),
      ),
      orderNumber(t, d.orderNumber),
      ...(d.changes.length
        ? [
            p(t('These details changed:', 'Spremenilo se je naslednje:')),
            { kind: 'changes', columns: [t('Detail', 'Podatek'), t('Before', 'Prej'), t('Now', 'Zdaj')], rows: d.changes } as const,
          ]
        : []),
      p(t('Your reservation after the change:', 'Podatki rezervacije po spremembi:')),
      { kind: 'details', rows: reservationRows(t, language, d) },
      ...quote(t('A note from our staff', 'Sporočilo našega osebja'), d.note),
      ...(d.byClient ? [] : [contactStaff(t)]),
      signOff(t),
    ],
  }),
};

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATES, name);
}

/** Renders one mail: subject, text part and HTML part, in the recipient's language. */
export function renderTemplate<K extends TemplateName>(template: K, language: Language, data: TemplateData[K]): RenderedMail {
  const compose: Compose<TemplateData[K]> = TEMPLATES[template];
  const t: Translate = (en, sl) => (language === 'sl' ? sl : en);
  const composed = compose(data, t, language);
  return renderLayout({
    language,
    subject: oneLine(composed.subject),
    preheader: composed.preheader,
    blocks: composed.blocks,
    reason: REASONS[composed.reason][language],
  });
}
