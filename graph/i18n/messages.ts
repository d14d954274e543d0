// Messages the server itself sends to people (errors, e-mail subjects). The web app translates by
// `code` where it can; the message here is the fallback in the asker's language, so integrators
// and the GraphiQL user also get a readable answer.
export type Language = 'en' | 'sl';

export const MESSAGES = {
  FORBIDDEN: {
    en: 'You are not allowed to do this.',
    sl: 'Tega nimate dovoljenja storiti.',
  },
  UNAUTHENTICATED: {
    en: 'Please sign in to continue.',
    sl: 'Za nadaljevanje se prijavite.',
  },
  USER_TOKEN_EXPIRED: {
    en: 'Your session has expired. Please sign in again.',
    sl: 'Vaša seja je potekla. Prosimo, prijavite se znova.',
  },
  ADMIN_TOKEN_EXPIRED: {
    en: 'Your staff session has expired. Please sign in again.',
    sl: 'Vaša seja za osebje je potekla. Prosimo, prijavite se znova.',
  },
  CSRF: {
    en: 'This request was refused because it did not come from the Stopover app.',
    sl: 'Zahteva je bila zavrnjena, ker ni prišla iz aplikacije Stopover.',
  },
  NOT_FOUND: {
    en: 'Not found.',
    sl: 'Ni najdeno.',
  },
  BAD_REQUEST: {
    en: 'The request is not valid.',
    sl: 'Zahteva ni veljavna.',
  },
  REQUEST_TOO_LARGE: {
    en: 'The request is too large (at most 25 MB). Send less at a time.',
    sl: 'Zahteva je prevelika (največ 25 MB). Pošljite manj naenkrat.',
  },
  LIST_TOO_LONG: {
    en: 'The request sends too many items in one list. Send fewer at a time.',
    sl: 'Zahteva pošilja preveč elementov v enem seznamu. Pošljite jih manj naenkrat.',
  },
  QUERY_TOO_COMPLEX: {
    en: 'The request asks for too much at once. Ask for fewer items or fields.',
    sl: 'Zahteva zahteva preveč naenkrat. Zahtevajte manj elementov ali polj.',
  },
  TOO_MANY_REQUESTS: {
    en: 'Too many attempts. Please wait a moment and try again.',
    sl: 'Preveč poskusov. Počakajte trenutek in poskusite znova.',
  },
  STARTING: {
    en: 'The service is starting. Please try again in a moment.',
    sl: 'Storitev se zaganja. Poskusite znova čez trenutek.',
  },
  VALIDATION: {
    en: 'Please correct the highlighted fields.',
    sl: 'Popravite označena polja.',
  },
  EMAIL_TAKEN: {
    en: 'An account with this email address already exists. Sign in or reset your password.',
    sl: 'Račun s tem e-poštnim naslovom že obstaja. Prijavite se ali ponastavite geslo.',
  },
  USERNAME_TAKEN: {
    en: 'This username is taken. Please choose another one.',
    sl: 'To uporabniško ime je že zasedeno. Izberite drugo.',
  },
  INVALID_CREDENTIALS: {
    en: 'The email address or password is not correct.',
    sl: 'E-poštni naslov ali geslo ni pravilno.',
  },
  NO_ORGANISATION: {
    en: 'You are no longer a member of any organisation. Ask an owner to invite you again.',
    sl: 'Niste več član nobene organizacije. Prosite lastnika, naj vas znova povabi.',
  },
  EMAIL_NOT_VERIFIED: {
    en: 'Verify your email before signing in. Check your email for verification link!',
    sl: 'Pred prijavo potrdite svoj e-poštni naslov. Povezavo za potrditev najdete v e-pošti!',
  },
  CAPTCHA_REQUIRED: {
    en: 'Please complete the captcha.',
    sl: 'Prosimo, rešite preverjanje captcha.',
  },
  CAPTCHA_INVALID: {
    en: 'The captcha could not be verified. Please solve it again.',
    sl: 'Preverjanja captcha ni bilo mogoče potrditi. Rešite ga znova.',
  },
  VERIFICATION_FAILED: {
    en: 'Verification Failed.',
    sl: 'Potrditev ni uspela.',
  },
  INVALID_RESET_LINK: {
    en: 'Invalid or expired reset link.',
    sl: 'Povezava za ponastavitev je neveljavna ali je potekla.',
  },
  RESEND_TOO_SOON: {
    en: 'Please wait a moment before asking for another email.',
    sl: 'Pred ponovnim pošiljanjem e-pošte počakajte trenutek.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This request key was already used for a different request. Send the new request with a new key.',
    sl: 'Ta ključ zahteve je bil že uporabljen za drugačno zahtevo. Novo zahtevo pošljite z novim ključem.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    en: 'The request key must be 16 to 128 characters: letters, digits, dots, colons, hyphens or underscores (a UUID is ideal).',
    sl: 'Ključ zahteve mora imeti od 16 do 128 znakov: črke, števke, pike, dvopičja, vezaje ali podčrtaje (najbolje UUID).',
  },
  MENU_FULL: {
    en: 'This menu is full. Remove an item before adding another.',
    sl: 'Ta meni je poln. Preden dodate novo jed, odstranite katero od obstoječih.',
  },
  ARRIVAL_SETTINGS_FULL: {
    en: 'There are as many of these as the settings allow. Remove or change one before adding another.',
    sl: 'Teh nastavitev je že največ, kolikor jih je mogoče. Preden dodate novo, katero odstranite ali spremenite.',
  },
  MENU_CHANGED: {
    en: 'The menu was changed meanwhile (an item added or removed). Reload and try again.',
    sl: 'Meni se je medtem spremenil (jed je bila dodana ali odstranjena). Osvežite stran in poskusite znova.',
  },
  INVALID_STATE: {
    en: 'This is not possible in the account’s current state. Reload to see the latest.',
    sl: 'To v trenutnem stanju računa ni mogoče. Osvežite stran za najnovejše stanje.',
  },
  NOT_VERIFIED_FOR_APPROVAL: {
    en: 'This organisation has not verified its email address yet.',
    sl: 'Ta organizacija še ni potrdila svojega e-poštnega naslova.',
  },
  CONFIRMATION_MISMATCH: {
    en: 'Type your account’s email address exactly to confirm.',
    sl: 'Za potrditev natančno vpišite e-poštni naslov svojega računa.',
  },
  // ————— staff accounts —————
  STAFF_NAME_TAKEN: {
    en: 'Another member of staff already has this name. Add a surname or an initial.',
    sl: 'Drug član osebja že ima to ime. Dodajte priimek ali začetnico.',
  },
  STAFF_EMAIL_TAKEN: {
    en: 'A staff account with this email address already exists.',
    sl: 'Račun za osebje s tem e-poštnim naslovom že obstaja.',
  },
  INVALID_INVITATION_LINK: {
    en: 'This invitation link is invalid, expired or already used. Ask the manager to send a new one.',
    sl: 'Ta povezava povabila je neveljavna, je potekla ali je bila že uporabljena. Prosite vodjo, naj vam pošlje novo.',
  },
  CANNOT_DISABLE_SELF: {
    en: 'The manager cannot disable their own account. Hand the manager role to someone else first.',
    sl: 'Vodja ne more onemogočiti lastnega računa. Najprej predajte vlogo vodje nekomu drugemu.',
  },
  ALREADY_MANAGER: {
    en: 'This member of staff is already the manager.',
    sl: 'Ta član osebja je že vodja.',
  },
  STAFF_DISABLED: {
    en: 'A disabled member of staff cannot become the manager. Enable the account first.',
    sl: 'Onemogočen član osebja ne more postati vodja. Najprej omogočite račun.',
  },
  STAFF_NOT_ACTIVE: {
    en: 'This member of staff has not accepted the invitation yet, so they cannot become the manager.',
    sl: 'Ta član osebja še ni sprejel povabila, zato ne more postati vodja.',
  },
  NOT_INVITED: {
    en: 'This member of staff has already set a password: there is no invitation to send.',
    sl: 'Ta član osebja je geslo že nastavil: povabila ni treba pošiljati.',
  },
  WRONG_PASSWORD: {
    en: 'Your current password is not correct.',
    sl: 'Vaše trenutno geslo ni pravilno.',
  },
  // ————— an organisation's members and invitations —————
  MEMBER_EXISTS: {
    en: 'This person is already a member of the organisation.',
    sl: 'Ta oseba je že članica organizacije.',
  },
  INVITATION_PENDING: {
    en: 'This address already has an open invitation. Send it again instead.',
    sl: 'Ta naslov že ima odprto povabilo. Namesto tega ga pošljite znova.',
  },
  MEMBERS_LIMIT: {
    en: 'The organisation has as many members and open invitations as it may have. Remove someone or withdraw an invitation first.',
    sl: 'Organizacija ima največ dovoljenih članov in odprtih povabil. Najprej odstranite koga ali prekličite povabilo.',
  },
  INVITATION_INVALID: {
    en: 'This invitation link is unknown, already used or withdrawn. Ask an owner of the organisation to invite you again.',
    sl: 'Ta povezava povabila ni znana, je bila že uporabljena ali preklicana. Prosite lastnika organizacije, naj vas znova povabi.',
  },
  INVITATION_EXPIRED: {
    en: 'This invitation link has expired. Ask an owner of the organisation to send it again.',
    sl: 'Ta povezava povabila je potekla. Prosite lastnika organizacije, naj jo pošlje znova.',
  },
  LAST_OWNER: {
    en: 'An organisation needs at least one owner. Make another member an owner first.',
    sl: 'Organizacija potrebuje vsaj enega lastnika. Najprej za lastnika določite drugega člana.',
  },
  // ————— reservations: form fields (extensions.fields) —————
  REQUIRED: {
    en: 'Please fill in all required fields to continue.',
    sl: 'Za nadaljevanje izpolnite vsa obvezna polja.',
  },
  TOO_LONG: {
    en: 'This text is too long.',
    sl: 'To besedilo je predolgo.',
  },
  INVALID_CHARACTERS: {
    en: 'This text contains characters that cannot be saved (control characters or broken ones). Please retype it.',
    sl: 'To besedilo vsebuje znake, ki jih ni mogoče shraniti (kontrolne ali okvarjene znake). Prosimo, vpišite ga znova.',
  },
  GUESTS_OUT_OF_RANGE: {
    en: 'A reservation is for 10 to 100 guests. Larger groups can make several reservations.',
    sl: 'Rezervacija je mogoča za 10 do 100 gostov. Večje skupine lahko oddajo več rezervacij.',
  },
  SEATS_REQUIRED_FOR_LONG_STOP: {
    en: 'Long stops always include a seat reservation.',
    sl: 'Pri dolgem postanku je rezervacija sedežev obvezna.',
  },
  AUDIT_LOG_FILTER_INVALID: {
    en: 'The audit log cannot be shown with this filter. Dates must be real days with “from” not after “to”, and a page holds 1 to 100 entries.',
    sl: 'Revizijske sledi s tem filtrom ni mogoče prikazati. Datumi morajo biti resnični dnevi, »od« ne sme biti za »do«, stran pa ima od 1 do 100 vnosov.',
  },
  INVALID_DATE: {
    en: 'Please choose a valid arrival date.',
    sl: 'Izberite veljaven datum prihoda.',
  },
  INVALID_TIME: {
    en: 'Please choose a valid arrival time.',
    sl: 'Izberite veljavno uro prihoda.',
  },
  NONEXISTENT_TIME: {
    en: 'This time does not exist on that day because the clocks change. Please choose another time.',
    sl: 'Ta ura tisti dan zaradi premika ure ne obstaja. Izberite drugo uro.',
  },
  CLOSED_DAY: {
    en: 'We are closed on this day. Please choose another date.',
    sl: 'Ta dan smo zaprti. Izberite drug datum.',
  },
  OUTSIDE_OPENING_HOURS: {
    en: 'The whole stop must fit within our opening hours. Please choose another time.',
    sl: 'Celoten postanek mora biti v času, ko smo odprti. Izberite drugo uro.',
  },
  NOT_ON_SLOT: {
    en: 'Please choose one of the offered arrival times.',
    sl: 'Izberite enega od ponujenih časov prihoda.',
  },
  LEAD_TIME_LONG: {
    en: 'Long stops must be booked at least 72 hours (3 days) before arrival.',
    sl: 'Dolg postanek je treba rezervirati vsaj 72 ur (3 dni) pred prihodom.',
  },
  LEAD_TIME_SHORT: {
    en: 'Short stops must be booked at least 2 hours before arrival.',
    sl: 'Kratek postanek je treba rezervirati vsaj 2 uri pred prihodom.',
  },
  ARRIVAL_IN_PAST: {
    en: 'This arrival time has already passed.',
    sl: 'Ta čas prihoda je že minil.',
  },
  TOO_FAR_AHEAD: {
    en: 'Reservations can be made at most a year ahead. For a later date, please contact us.',
    sl: 'Rezervirati je mogoče največ eno leto vnaprej. Za poznejši datum nas prosimo pokličite ali nam pišite.',
  },
  COACHES_INVALID: {
    en: 'A group comes in 1 to 10 coaches.',
    sl: 'Skupina pride z 1 do 10 avtobusi.',
  },
  WINDOW_INVALID: {
    en: 'The window of arrival times must end after it starts.',
    sl: 'Okno časov prihoda se mora končati za svojim začetkom.',
  },
  TOO_MANY_COACHES: {
    en: 'A booking comes in at most one coach per 50 guests. For more coaches, please contact us.',
    sl: 'Rezervacija vključuje največ en avtobus na 50 gostov. Za več avtobusov nas prosimo kontaktirajte.',
  },
  FULLY_BOOKED: {
    en: 'This time is full for your group. Please choose another time.',
    sl: 'Ta čas je za vašo skupino zaseden. Izberite drug čas.',
  },
  // ————— reservations: errors —————
  NO_LONGER_AVAILABLE: {
    en: 'This time is no longer available for your group. Please choose another time.',
    sl: 'Ta čas za vašo skupino ni več na voljo. Izberite drug čas.',
  },
  RECONFIRMATION_LINK_INVALID: {
    en: 'This link can no longer be used: it was already used, it has expired, or the reservation has changed. See the reservation in My reservations or contact our staff.',
    sl: 'Te povezave ni več mogoče uporabiti: bila je že uporabljena, je potekla ali pa se je rezervacija medtem spremenila. Rezervacijo si oglejte med svojimi rezervacijami ali se obrnite na naše osebje.',
  },
  WAITING_LIST_OFFER_INVALID: {
    en: 'This offer can no longer be used: it was booked already, it has run out, or it was withdrawn. See your waiting list in My reservations.',
    sl: 'Te ponudbe ni več mogoče uporabiti: je že rezervirana, je potekla ali pa je bila umaknjena. Svoj čakalni seznam si oglejte med svojimi rezervacijami.',
  },
  WAITING_LIST_LIMIT: {
    en: 'You already wait for this day with as many entries as one client may. Leave one of them first.',
    sl: 'Za ta dan že čakate s toliko vpisi, kot jih ima lahko ena stranka. Najprej se izpišite iz enega od njih.',
  },
  WAITING_LIST_ENTRY_CLOSED: {
    en: 'This waiting list entry is no longer waiting: it was booked, left, removed or its day has passed.',
    sl: 'Ta vpis na čakalnem seznamu ne čaka več: je rezerviran, izpisan, odstranjen ali pa je njegov dan minil.',
  },
  WAITING_LIST_NO_PLACE: {
    en: 'No time inside this entry’s window fits now, so there is nothing to offer.',
    sl: 'Noben čas v oknu tega vpisa trenutno ni prost, zato ni mogoče ničesar ponuditi.',
  },
  DRIVER_LINK_INVALID: {
    en: 'This driver link no longer works: it was renewed, it has expired, or the reservation is no longer confirmed. Ask the organiser for the current link.',
    sl: 'Ta povezava za voznika ne deluje več: bila je obnovljena, je potekla ali rezervacija ni več potrjena. Organizatorja prosite za veljavno povezavo.',
  },
  DRIVER_REPORT_INVALID: {
    en: 'This report cannot be taken: give a delay of 1 to 600 minutes, or a new arrival time on the day of arrival no more than 3 hours early or 10 hours late. "We have arrived" is taken from the arrival day.',
    sl: 'Tega sporočila ni mogoče sprejeti: navedite zamudo od 1 do 600 minut ali nov čas prihoda na dan prihoda, največ 3 ure prej ali 10 ur pozneje. »Prispeli smo« je mogoče sporočiti od dneva prihoda.',
  },
  RESERVATION_CHANGED: {
    en: 'This reservation was changed by someone else. Reload to see the latest.',
    sl: 'To rezervacijo je medtem spremenil nekdo drug. Osvežite stran za najnovejše stanje.',
  },
  INVALID_TRANSITION: {
    en: 'A reservation cannot move to this status from its current one.',
    sl: 'Rezervacije iz trenutnega stanja ni mogoče prestaviti v to stanje.',
  },
  ROOM_NOT_AVAILABLE: {
    en: 'The group does not fit there: choose one room or a set of rooms that can be joined, with enough seats free for the whole stay.',
    sl: 'Skupina tam nima prostora: izberite en prostor ali prostore, ki jih je mogoče združiti, z dovolj prostimi sedeži za ves postanek.',
  },
  BAY_NOT_AVAILABLE: {
    en: 'Choose one free coach bay for each coach; a bay must be free for the whole stay and the turnaround.',
    sl: 'Za vsak avtobus izberite eno prosto parkirno mesto; mesto mora biti prosto ves postanek in še čas za obračanje.',
  },
  RESERVATION_CLOSED: {
    en: 'This reservation is finished or deleted and can no longer be changed.',
    sl: 'Ta rezervacija je zaključena ali izbrisana, zato je ni več mogoče spreminjati.',
  },
  CONVERSATION_CLOSED: {
    en: 'This conversation is closed: the reservation ended more than 30 days ago. Please contact the staff by email or phone.',
    sl: 'Ta pogovor je zaprt, ker se je rezervacija končala pred več kot 30 dnevi. Na osebje se obrnite po e-pošti ali telefonu.',
  },
  CONVERSATION_FULL: {
    en: 'This conversation has reached its limit of messages. Please contact the staff by email or phone.',
    sl: 'Ta pogovor je dosegel največje število sporočil. Na osebje se obrnite po e-pošti ali telefonu.',
  },
  NOT_ARRIVED_YET: {
    en: 'A reservation can be marked as finished only from its arrival day on.',
    sl: 'Rezervacijo lahko označite kot zaključeno šele na dan prihoda ali pozneje.',
  },
  NOT_A_LONG_STOP: {
    en: 'Meals can be pre-ordered only for a long stop.',
    sl: 'Obroke je mogoče naročiti vnaprej samo za dolg postanek.',
  },
  DISH_NOT_ON_MENU: {
    en: 'A chosen dish is not on the long-stop menu (any more). Reload the menu and choose again.',
    sl: 'Izbrane jedi (ni več) na jedilniku za dolg postanek. Osvežite jedilnik in izberite znova.',
  },
  MEALS_EXCEED_GUESTS: {
    en: 'More meals are pre-ordered than there are guests. Lower the meals or keep more guests.',
    sl: 'Vnaprej naročenih obrokov je več kot gostov. Zmanjšajte število obrokov ali ohranite več gostov.',
  },
  DIET_EXCEEDS_GUESTS: {
    en: 'Vegetarian and vegan guests together cannot be more than the guests.',
    sl: 'Vegetarijancev in veganov skupaj ne more biti več kot gostov.',
  },
  ALLERGEN_EXCEEDS_GUESTS: {
    en: 'The guests with an allergy cannot be more than the guests.',
    sl: 'Gostov z alergijo ne more biti več kot gostov.',
  },
  NEGATIVE_COUNT: {
    en: 'Every number must be a whole number, zero or more.',
    sl: 'Vsako število mora biti celo število, nič ali več.',
  },
  CREW_MEALS_OUT_OF_RANGE: {
    en: 'The driver and the guide can each have 0 to 4 meals.',
    sl: 'Voznik in vodič imata lahko vsak od 0 do 4 obroke.',
  },
  PREORDER_DEADLINE_PASSED: {
    en: 'The deadline for pre-ordering meals has passed. Contact the staff to change the meals.',
    sl: 'Rok za vnaprejšnje naročilo obrokov je potekel. Za spremembo obrokov se obrnite na osebje.',
  },
  CHECK_IN_NOT_TODAY: {
    en: 'A group can be checked in or marked as not arrived only on its arrival day (or until noon the day after).',
    sl: 'Prihod skupine ali neprihod lahko označite samo na dan prihoda (ali naslednji dan do 12.00).',
  },
  NO_SHOW_TOO_EARLY: {
    en: 'A group can be marked as not arrived only after its arrival time.',
    sl: 'Da skupina ni prišla, lahko označite šele po uri prihoda.',
  },
  ACTUAL_GUESTS_OUT_OF_RANGE: {
    en: 'Enter how many guests arrived: 1 to 100.',
    sl: 'Vpišite, koliko gostov je prišlo: od 1 do 100.',
  },
  API_TOKEN_INVALID: {
    en: 'This API token is not valid: it is unknown, revoked or expired, or its account can no longer book.',
    sl: 'Ta žeton API ni veljaven: ni znan, preklican je ali potekel, ali pa njegov račun ne more več rezervirati.',
  },
  API_TOKEN_SCOPE: {
    en: 'This API token may not do this: its scopes do not include it.',
    sl: 'Ta žeton API tega ne sme: njegova dovoljenja tega ne vključujejo.',
  },
  API_TOKEN_LIMIT: {
    en: 'There are already 20 active API tokens: revoke one you no longer use first.',
    sl: 'Aktivnih je že 20 žetonov API: najprej prekličite tistega, ki ga ne uporabljate več.',
  },
  WEBHOOK_LIMIT: {
    en: 'There are already 10 webhook endpoints: delete one you no longer use first.',
    sl: 'Končnih točk za spletne kljuke je že 10: najprej izbrišite tisto, ki je ne uporabljate več.',
  },
  WEBHOOK_DISABLED: {
    en: 'This webhook endpoint is disabled: enable it first.',
    sl: 'Ta končna točka za spletne kljuke je onemogočena: najprej jo omogočite.',
  },
  CLIENT_CANNOT_BOOK: {
    en: 'This client cannot book at the moment: the account is not approved, is blocked or was deleted.',
    sl: 'Ta stranka trenutno ne more rezervirati: račun ni odobren, je blokiran ali je bil izbrisan.',
  },
  TERMS_NOT_ACCEPTED: {
    en: 'Please accept the cancellation terms to place the reservation.',
    sl: 'Za oddajo rezervacije sprejmite pogoje odpovedi.',
  },
  RESERVATION_NOT_ALLOWED: {
    en: 'Only verified accounts approved by our staff can place reservations.',
    sl: 'Rezervacije lahko oddajajo le potrjeni računi, ki jih je odobrilo naše osebje.',
  },
  CALENDAR_FEED_EXISTS: {
    en: 'You already have a calendar link. Replace it if you want a new one.',
    sl: 'Povezavo do koledarja že imate. Če želite novo, jo zamenjajte.',
  },
  // ————— billing —————
  VAT_RATE_IN_USE: {
    en: 'This VAT rate is used by prices: its value cannot change and it cannot be retired. Add a new rate and move the prices to it.',
    sl: 'To stopnjo DDV uporabljajo cene: njene vrednosti ni mogoče spremeniti in je ni mogoče umakniti. Dodajte novo stopnjo in nanjo prestavite cene.',
  },
  AGREEMENT_OVERLAPS: {
    en: 'Another agreement with this organisation covers some of these days. Shorten one of them first.',
    sl: 'Drug dogovor s to organizacijo že velja za nekatere od teh dni. Najprej skrajšajte enega od njiju.',
  },
  RESERVATION_NOT_CLOSED: {
    en: 'An invoice is made once the group has been checked in, or once a cancellation or no-show fee is owed.',
    sl: 'Račun se pripravi, ko je skupina prijavljena ob prihodu ali ko nastane strošek preklica ali neprihoda.',
  },
  NOTHING_TO_INVOICE: {
    en: 'There is nothing to invoice for this reservation.',
    sl: 'Za to rezervacijo ni ničesar za zaračunati.',
  },
  ALREADY_INVOICED: {
    en: 'This reservation already has an issued invoice. To bill it again, issue a credit note for that invoice first.',
    sl: 'Za to rezervacijo je račun že izdan. Za ponoven obračun najprej izdajte dobropis za ta račun.',
  },
  INVOICE_ISSUED: {
    en: 'This invoice is issued and cannot be changed. Correct it with a credit note.',
    sl: 'Ta račun je izdan in ga ni mogoče spremeniti. Popravite ga z dobropisom.',
  },
  ALREADY_CREDITED: {
    en: 'This invoice has already been credited.',
    sl: 'Za ta račun je dobropis že izdan.',
  },
  BILLING_DETAILS_MISSING: {
    en: 'The client has no billing details yet (legal name, address, country, VAT ID). Add them to the client’s profile first.',
    sl: 'Stranka še nima podatkov za račun (naziv, naslov, država, ID za DDV). Najprej jih dodajte v profil stranke.',
  },
  SELLER_DETAILS_MISSING: {
    en: 'The restaurant’s billing details are incomplete (name, address, VAT ID, bank account). The manager completes them in the billing settings.',
    sl: 'Podatki restavracije za račune niso popolni (naziv, naslov, ID za DDV, bančni račun). Dopolni jih vodja v nastavitvah obračuna.',
  },
  NO_FEE_TO_WAIVE: {
    en: 'This reservation owes no fee (or it was already waived).',
    sl: 'Ta rezervacija nima stroška (ali je bil že odpuščen).',
  },
  PAYMENT_REQUEST_NOT_OPEN: {
    en: 'This deposit request is no longer open: it was paid, waived or cancelled.',
    sl: 'Ta zahtevek za predplačilo ni več odprt: plačan je bil, odpuščen ali preklican.',
  },
  REMINDERS_NOT_APPLICABLE: {
    en: 'Payment reminders are sent only for issued invoices, not for drafts or credit notes.',
    sl: 'Opomniki za plačilo se pošiljajo le za izdane račune, ne za osnutke ali dobropise.',
  },
  STATEMENT_PERIOD_INVALID: {
    en: 'The statement period is not valid: give a start and an end date (YYYY-MM-DD), the end not before the start.',
    sl: 'Obdobje izpiska ni veljavno: navedite začetni in končni datum (LLLL-MM-DD), končni ne sme biti pred začetnim.',
  },
  STATEMENT_PERIOD_TOO_LONG: {
    en: 'A statement covers at most two years. Choose a shorter period.',
    sl: 'Izpisek zajema največ dve leti. Izberite krajše obdobje.',
  },
  // ————— payments —————
  STATEMENT_UNREADABLE: {
    en: 'This file could not be read as a camt.053 bank statement. Export the statement from your bank again in camt.053 (XML) format.',
    sl: 'Te datoteke ni bilo mogoče prebrati kot bančnega izpiska camt.053. Izpisek ponovno izvozite iz banke v obliki camt.053 (XML).',
  },
  STATEMENT_TOO_LARGE: {
    en: 'This file is too large for a bank statement (at most 5 MB). Export a shorter period.',
    sl: 'Datoteka je prevelika za bančni izpisek (največ 5 MB). Izvozite krajše obdobje.',
  },
  STATEMENT_TOO_MANY_ENTRIES: {
    en: 'This statement has too many entries (at most 5,000). Export a shorter period.',
    sl: 'Izpisek ima preveč postavk (največ 5.000). Izvozite krajše obdobje.',
  },
  STATEMENT_WRONG_ACCOUNT: {
    en: 'This statement is for another bank account than the restaurant’s in the billing settings.',
    sl: 'Ta izpisek je za drug bančni račun, kot je račun restavracije v nastavitvah obračuna.',
  },
  PAYMENT_EXCEEDS_REMAINDER: {
    en: 'That is more than is left of this payment.',
    sl: 'To je več, kot je ostalo od tega plačila.',
  },
  PAYMENT_EXCEEDS_OPEN: {
    en: 'That is more than is still open on this document.',
    sl: 'To je več, kot je še odprto na tem dokumentu.',
  },
  NOTHING_OPEN: {
    en: 'Nothing is open on this document: it is paid, credited or cancelled.',
    sl: 'Na tem dokumentu ni nič odprto: je plačan, dobropisan ali preklican.',
  },
  PAYMENT_OF_OTHER_CLIENT: {
    en: 'This payment belongs to another client. Undo its matches first if it was attributed wrongly.',
    sl: 'To plačilo pripada drugi stranki. Če je bilo pripisano napačno, najprej razveljavite njegove povezave.',
  },
  MATCH_ALREADY_UNDONE: {
    en: 'This match has already been undone.',
    sl: 'Ta povezava plačila z dokumentom je že razveljavljena.',
  },
  REFUND_EXCEEDS_CREDIT: {
    en: 'That is more than the client has in credit (or than this credit note leaves to pay back).',
    sl: 'To je več, kot ima stranka dobroimetja (ali kot ga ta dobropis še pušča za vračilo).',
  },
  INTERNAL: {
    en: 'Something went wrong on our side. Please try again.',
    sl: 'Na naši strani je prišlo do napake. Poskusite znova.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageCode = keyof typeof MESSAGES;

/** Notes the server itself writes into a reservation's history, in the client's language. */
export const SYSTEM_NOTES = {
  ACCOUNT_CLOSED: {
    en: 'Cancelled because the account that made this reservation was deleted.',
    sl: 'Preklicano, ker je bil račun, ki je oddal to rezervacijo, izbrisan.',
  },
  DEPOSIT_OVERDUE: {
    en: 'The deposit was not received by its due date. The reservation is back with our staff to be coordinated; it is not cancelled.',
    sl: 'Predplačila do roka nismo prejeli. Rezervacija je znova v usklajevanju pri našem osebju; ni preklicana.',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** What calendar feeds and the confirmation's .ics file say (graph/services/calendar-ics.ts). */
export const CALENDAR_TEXTS = {
  SHORT_STOP: { en: 'Short stop', sl: 'Kratek postanek' },
  LONG_STOP: { en: 'Long stop', sl: 'Dolg postanek' },
  ORDER_NUMBER: { en: 'Order number', sl: 'Številka rezervacije' },
  RESPONSIBLE: { en: 'Responsible person', sl: 'Odgovorna oseba' },
  MESSAGE: { en: 'Message', sl: 'Sporočilo' },
  DRIVER_LINK: { en: 'Link for the driver (no sign-in)', sl: 'Povezava za voznika (brez prijave)' },
  STATUS: { en: 'Status', sl: 'Stanje' },
  TENTATIVE: { en: 'waiting for confirmation', sl: 'čaka na potrditev' },
  CONFIRMED: { en: 'confirmed', sl: 'potrjeno' },
  CANCELLED: { en: 'cancelled', sl: 'preklicano' },
  /** The feed's name in a calendar app; {name} is the organisation's. */
  CLIENT_FEED_NAME: { en: 'Stopover: {name}', sl: 'Stopover: {name}' },
  STAFF_FEED_NAME: { en: 'Stopover: scheduled reservations', sl: 'Stopover: potrjene rezervacije' },
} as const satisfies Record<string, Record<Language, string>>;

export function message(code: MessageCode, language: Language): string {
  return MESSAGES[code][language];
}

/**
 * The language for a request: the page's (the preferred_language cookie the language switch sets),
 * else the signed-in account's, else Accept-Language. Answers follow what the person is looking at;
 * e-mails follow the account's preference (they are not answers to a request).
 */
export function requestLanguage(
  accountLanguage: Language | null,
  cookieLanguage: string | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  if (cookieLanguage === 'sl' || cookieLanguage === 'en') return cookieLanguage;
  if (accountLanguage) return accountLanguage;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('sl') ? 'sl' : 'en';
}
