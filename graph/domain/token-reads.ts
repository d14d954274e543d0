// What an API token reaches, field by field: the one declaration every path is held to. Every
// field of every object type of the schema (the roots included) names the scopes that open it —
// `open` for any token, `never` for none — and so does each type as a whole. A request made with a
// token is refused (API_TOKEN_SCOPE, 403) when it names a field its scopes do not open, wherever
// the field sits (graph/http/token-access.ts); every resolver checks the same again
// (graph/token-reads-plugin.ts), and `node`/`nodes` answer null for a type the token may not read,
// as for any hidden row. A field missing here is closed to tokens, and a test fails until it is
// declared, so nothing new becomes reachable by accident. People signed in to the web app are not
// concerned: their rules are the schema's own (authScopes, each node type's visibility).
//
// Inside what the scopes open, the row rules still apply: an organisation's token sees only its own
// organisation's rows, a restaurant token reads like a member of staff who is not the manager.
import type { ApiTokenScope } from './api-tokens.ts';

/** Who may read something: any token, no token, or a token holding one of these scopes. */
export type TokenAccess = 'open' | 'never' | readonly ApiTokenScope[];

export interface TypeReads {
  /** Whether an object of this type is shown to the token at all (`node` answers null otherwise). */
  type: TokenAccess;
  /** Each field of the type. A field is read only when both it and its type are opened. */
  fields: Readonly<Record<string, TokenAccess>>;
}

const R = 'READ_RESERVATIONS';
const C = 'CREATE_RESERVATIONS';
const W = 'MANAGE_WEBHOOKS';
const A = 'READ_ALL_RESERVATIONS';
const I = 'READ_INVOICES';

/** Any of an organisation's tokens: who it is. */
const CLIENT = [R, C, W, I] as const;
/** A reservation as a booking system needs it back: what was booked, where it stands, what it costs. */
const RECEIPT = [R, C, A] as const;
/** A reservation's content: the organisation's own (READ_RESERVATIONS) or every one (the restaurant). */
const READ = [R, A] as const;

/** The same access for each of these fields (space-separated names). */
function each(access: TokenAccess, names: string): Record<string, TokenAccess> {
  return Object.fromEntries(names.split(/\s+/).filter(Boolean).map((name) => [name, access]));
}
/** A type whose every field reads under the type's own access. */
function all(access: TokenAccess, names: string): TypeReads {
  return { type: access, fields: each(access, names) };
}
/** A type no token reaches: staff screens, accounts, and the payloads of people's mutations. */
function closed(names: string): TypeReads {
  return all('never', names);
}

export const TOKEN_READS: Readonly<Record<string, TypeReads>> = {
  // ————— the roots: which operations each scope may ask for (decision 47's allowlist) —————
  Query: {
    type: 'open',
    fields: {
      // Who is asking, public facts, and objects by id (each type's and row's rule applies).
      ...each('open', 'viewer node nodes reservationRules mealRules site defaultCancellationTerms'),
      ...each([C], 'reservationAvailability dayAvailability bookingTerms'),
      ...each([A], 'reservations daySheet kitchen staffOverview arrivalBoard'),
      // Issued invoices: every one for the restaurant's token with READ_INVOICES, its own for an organisation's.
      invoices: [I],
      ...each(
        'never',
        'apiTokens auditLog backupStatus captchaChallenge clients driverStop exportMyData operatingSettings passwordResetLinkValid reconfirmationLink ' +
          'reconfirmationSettings restaurantWebhookEndpoints staffInvitation staffMembers statistics unreadConversations',
      ),
      // Billing terms: staff's and the manager's (an organisation reads its own through its booking terms).
      ...each('never', 'billingSettings vatRates'),
      // What clients owe by age: staff's Billing page.
      receivablesAgeing: 'never',
      // Payments and bank statements: the manager's work, people only.
      ...each('never', 'bankStatements payments paymentSuggestions'),
      // Pacing, bays and rooms: staff's screens.
      arrivalSettings: 'never',
      // The waiting list: people only (the client signed in, staff, the offer link's holder).
      ...each('never', 'myWaitingList waitingList waitingListOffer'),
      // An organisation's people: its members' own sessions and staff.
      myOrganisations: 'never',
      // An invitation link's page: anyone with the link, in a browser, never a token.
      memberInvitation: 'never',
    },
  },
  Mutation: {
    type: 'open',
    fields: {
      ...each([C], 'createReservation setMealPreorder'),
      ...each([W], 'registerWebhookEndpoint updateWebhookEndpoint rotateWebhookSecret setWebhookEndpointEnabled deleteWebhookEndpoint redeliverWebhook sendTestWebhook'),
      ...each('never', 'importBankStatement matchPayment undoPaymentMatch recordPayment recordRefund'),
      // Writing in a conversation, accounts, tokens, staff work and the manager's settings: people only.
      ...each(
        'never',
        'acceptStaffInvitation addInvoiceExtra addStaffNote approveClient blockClient changeHeadcount changeMyPassword changeReservationStatus checkInReservation creditInvoice ' +
          'confirmHeadcount renewDriverLink reportDriverStatus createApiToken createCalendarFeed createReservationForClient createRestaurantApiToken deleteAccount deleteMenuItem ' +
          'deleteStaffNote disableStaffMember enableStaffMember eraseClient inviteStaffMember issueInvoice markReservationMessagesRead markReservationNoShow openInvoiceDraft ' +
          'postReservationMessage registerClient rejectClient removeClosedDay removeInvoiceExtra renameStaffMember reorderMenu requestPasswordReset ' +
          'resendStaffInvitation resendVerificationEmail resetPassword revokeApiToken revokeCalendarFeed saveBillingDetails saveMenuItem saveSiteTexts setClosedDay ' +
          'setOpeningHours setStopPrice signIn staffSignIn transferManagerRole unblockClient updateClient updateMealSettings updateMyStaffAccount ' +
          'updateOperatingSettings updateProfile updateReconfirmationSettings updateReservation changeReservationPlacement verifyEmail waiveFee',
      ),
      ...each('never', 'deleteAgreement saveAgreement saveVatRate updateBillingSettings updateDepositSettings waivePaymentRequest'),
      ...each('never', 'pauseInvoiceReminders resumeInvoiceReminders'),
      ...each('never', 'createPacingRule createRoom deletePacingRule setRoomCombinations updateArrivalSettings updatePacingRule updateRoom'),
      ...each('never', 'acceptWaitingListOffer declineWaitingListOffer joinWaitingList leaveWaitingList offerWaitingListPlace removeWaitingListEntry'),
      ...each('never', 'switchOrganisation'),
      // The members and invitations: the owners' own sessions, the invitee with the link, staff erasing.
      ...each('never', 'inviteMember resendMemberInvitation revokeMemberInvitation acceptMemberInvitation changeMemberRole removeMember leaveOrganisation eraseMember'),
    },
  },
  Subscription: {
    type: 'open',
    fields: { ...each(READ, 'reservationChanged reservationMessages'), clientAccountChanged: 'never' },
  },
  Node: all('open', 'id'),
  PageInfo: all('open', 'endCursor hasNextPage hasPreviousPage startCursor'),

  // ————— who is asking —————
  Viewer: {
    type: 'open',
    fields: { ...each('open', 'id kind language'), client: CLIENT, ...each('never', 'staff membership') },
  },
  // An organisation's token reads its own account's name and standing, not the contact person's
  // details; a restaurant token reads what the counter needs to call a coach company.
  Client: {
    type: [...CLIENT, A],
    fields: {
      ...each([...CLIENT, A], 'id name'),
      ...each([R, C, W], 'status language'),
      // Whom invoices go to: the people of the account and staff, like the contact person.
      billingDetails: 'never',
      phone: [A],
      staffNotes: [A],
      ...each([R], 'reservations reservationCounts'),
      webhookEndpoints: [W],
      invoices: [I],
      paymentRequests: [I],
      accountStatement: [I],
      // What it owes or has in credit: as its invoices.
      balance: [I],
      ...each('never', 'email firstName lastName username contactInfo emailVerified registeredAt approvedAt blockedReason apiTokens calendarFeed agreements'),
      // Its people: for its members and staff, never a token.
      ...each('never', 'members memberInvitations'),
    },
  },
  OrganisationMember: closed('id role name firstName lastName email language emailVerified lastSignInAt joinedAt isViewer client'),
  OrganisationChoice: closed('clientId name role status current'),
  SwitchOrganisationPayload: closed('organisation'),
  MemberInvitation: closed('id email role language state expiresAt acceptedAt revokedAt createdAt invitedByName client'),
  MemberInvitationLink: closed('organisationName role email expired hasAccount'),
  InviteMemberPayload: closed('memberInvitation'),
  ResendMemberInvitationPayload: closed('memberInvitation'),
  RevokeMemberInvitationPayload: closed('memberInvitation'),
  AcceptMemberInvitationPayload: closed('clientId role'),
  ChangeMemberRolePayload: closed('organisationMember'),
  RemoveMemberPayload: closed('removedOrganisationMemberId client'),
  LeaveOrganisationPayload: closed('leftClientId erased'),
  EraseMemberPayload: closed('ok'),
  ReservationCounts: all([R], 'active arrivals bookings finished lateCancellations noShows'),
  ClientReservationsConnection: all([R], 'edges pageInfo totalCount'),
  // createReservation answers the new reservation as an edge of this list too.
  ClientReservationsConnectionEdge: all([R, C], 'cursor node'),

  // ————— reservations —————
  Reservation: {
    type: RECEIPT,
    fields: {
      ...each(
        RECEIPT,
        'id orderNumber status type guests seatReservation arrivalAt arrivalDay arrivalLocalTime durationMinutes version createdAt ' +
          'quotedPriceCents currency priceEstimate mealPreorderDeadline mealPreorderOpen terms termsAcceptedAt',
      ),
      ...each(
        READ,
        'updatedAt responsibleFirstName responsibleLastName message wishes staffNote mealPreorder outcome closedAt actualGuests checkedInAt ' +
          'reconfirmationRequestedAt reconfirmedAt client organisation messages unreadMessages conversationOpen',
      ),
      // The client's timeline (staff's part of it — who, overrides — is staff's); the restaurant's notes.
      history: [R],
      staffNotes: [A],
      // What a closed reservation owes; its issued invoices for a token that reads both.
      fee: READ,
      // The driver's link: for whoever reads the reservation's content (it is shared onwards anyway).
      driverLink: READ,
      invoices: [I],
      depositRequest: [I],
      ...each('never', 'invoiceDraft feeWaiver'),
      // Who booked or checked in, and what staff may do at the door: for people in the staff area.
      ...each('never', 'bookedBy checkedInBy canCheckIn canMarkNoShow'),
      // Who booked it: people's names are for the organisation's members and staff, never a token.
      bookedByPerson: 'never',
      // How the group arrives: its coaches, bays, rooms and the driver's reports, read as its content;
      // what a delay breaks is the restaurant's to rearrange (its board and day sheet).
      ...each(READ, 'coaches bays rooms arrival'),
      arrivalWarnings: [A],
    },
  },
  ReservationArrival: all(READ, 'delayMinutes driverReportedAt driverState etaAt'),
  // Which room the group sits in; the room itself (its seats, season) is the restaurant's.
  ReservationRoomPlacement: { type: READ, fields: { ...each(READ, 'name seats'), room: [A] } },
  Room: all([A], 'id name nameEn nameSl seats position active seasonStart seasonEnd'),
  ReservationEvent: {
    type: [R],
    fields: { ...each([R], 'kind fromStatus toStatus changes outcome actualGuests note actorKind at'), ...each('never', 'overrides overrideReason staff actorPerson') },
  },
  ReservationFieldChange: all([R], 'field from to'),
  // The terms a booking is made under: with the receipt (Reservation.terms) and before booking (bookingTerms).
  BookingTerms: all(RECEIPT, 'agreementName cancellation crewMealsFree currency deposit depositByRule freePlaces guaranteedPercent paymentTermsDays stopPrices underAgreement'),
  // The deposit a booking is asked, read as the booking terms are; the manager's settings are staff's.
  DepositTerms: all(RECEIPT, 'dueDays dueFrom kind perGuestCents percent'),
  PoorRecordRule: closed('minBadPercent minClosed terms'),
  UpdateDepositSettingsPayload: closed('billingSettings'),
  BookingStopPrice: all(RECEIPT, 'includesVat priceCents type vatRateBp'),
  BookingFreePlaces: all(RECEIPT, 'max perPaying'),
  // The restaurant's default cancellation terms are public (defaultCancellationTerms).
  BookingCancellationTerms: all('open', 'noShowPercent tiers'),
  BookingCancellationTier: all('open', 'hoursBefore percent'),
  PriceEstimate: all(RECEIPT, 'crewCents crewMeals currency dishesCents guestsCents totalCents'),
  MealPreorder: all(READ, 'allergens dishes driverMeals guideMeals mealsTotal vegan vegetarian'),
  PreorderDish: all(READ, 'menuItemId name priceCents quantity'),
  AllergenCount: all(READ, 'allergen count'),
  ReservationChange: { type: READ, fields: { ...each(READ, 'actorKind at kind reservation reservationId status version'), staff: 'never' } },

  // ————— the conversation (read only: writing is for people) —————
  ReservationMessage: { type: READ, fields: { ...each(READ, 'id body side fromMySide createdAt'), author: [A], authorPerson: 'never' } },
  // Who booked, took a step or wrote a message: for people signed in, never a token.
  PersonName: closed('name former staff'),
  ReservationMessageConnection: all(READ, 'edges pageInfo totalCount'),
  ReservationMessageEdge: all(READ, 'cursor node'),
  ReservationMessageEvent: all(READ, 'at kind message reservation reservationId side'),

  // ————— the restaurant's screens —————
  QueryReservationsConnection: all([A], 'edges pageInfo totalCount'),
  QueryReservationsConnectionEdge: all([A], 'cursor node'),
  DaySheet: all([A], 'date hours kitchen rooms today totals'),
  DaySheetRoomGroup: all([A], 'name reservations totals'),
  ArrivalBoard: all([A], 'arrivals date'),
  DaySheetHour: all([A], 'hour label reservations totals'),
  DaySheetTotals: all([A], 'guests longStops reservations seats shortStops unconfirmed'),
  KitchenDay: all([A], 'date hours rooms today totals'),
  KitchenHour: all([A], 'hour label totals'),
  KitchenTotals: all([A], 'allergens dishes driverMeals guests guideMeals preordered reservations vegan vegetarian'),
  KitchenDish: all([A], 'name quantity'),
  StaffOverview: all([A], 'arrivals load pendingClients pendingReservations today waitingReservations'),
  DayLoad: all([A], 'capacity date guests peakSeats reservations'),
  // Internal notes, as the day sheet shows them, and who wrote them (a name, nothing personal beyond it).
  StaffNote: { type: [A], fields: { ...each([A], 'id body createdAt author'), canDelete: 'never' } },
  StaffNoteConnection: all([A], 'edges pageInfo'),
  StaffNoteEdge: all([A], 'cursor node'),
  StaffMember: {
    type: [A],
    fields: {
      ...each([A], 'id name firstName lastName'),
      ...each('never', 'email language state createdAt disabledAt lastSignInAt invitationExpiresAt isManager calendarFeed'),
    },
  },

  // ————— invoices: issued ones only (a draft is never shown to a token) —————
  // Deposit requests are read as invoices are: an organisation's own, the restaurant's any, with READ_INVOICES.
  // Its reservation is read with the reservation scopes, from the reservation's side (depositRequest).
  PaymentRequest: {
    type: [I],
    fields: { ...each([I], 'id advanceInvoice amountCents cancelledAt createdAt creditorReference currency dueDate number overdueNotifiedAt paymentQr pdfUrl status'), reservation: 'never' },
  },
  WaivePaymentRequestPayload: closed('paymentRequest'),
  Invoice: {
    type: [I],
    fields: {
      ...each(
        [I],
        'id kind status number issueDate supplyDate dueDate issuedAt currency language seller buyer lines vatBreakdown netCents vatCents totalCents ' +
          'roundingCents payableCents paymentTermsDays paymentReference creditorReference paymentQr note correctsInvoice creditedBy client organisation pdfUrl xmlUrl createdAt',
      ),
      // Where its payment stands, as the client sees it.
      ...each([I], 'paidCents openCents paymentState overdue daysOverdue'),
      // The reservation for a token that reads reservations too; how a draft is computed is staff's.
      reservation: READ,
      draftBasis: 'never',
      // Payment follow-up: what the client sees too; why staff paused it is staff's.
      ...each([I], 'reminders remindersPaused nextReminderOn overdueAt'),
      remindersPause: 'never',
    },
  },
  OrganisationBalance: all([I], 'balanceCents creditedCents invoicedCents receivedCents refundedCents unallocatedCents'),
  // Payments, matches and statements: staff's records (the payer's account and text), never a token's.
  Payment: closed('id direction method amountCents currency bookedOn payerName payerIban reference remittance receiptNumber note client bankStatement allocations unallocatedCents recordedBy createdAt'),
  PaymentAllocation: closed('id amountCents matchedBy createdAt createdBy undoneAt undoneBy invoice paymentRequestId documentNumber payment'),
  BankStatement: closed('id format fileName statementRef accountIban fromDate toDate entryCount creditCount newCount matchedCount importedBy importedAt payments'),
  PaymentSuggestion: closed('documentId kind number payableCents openCents dueDate exactAmount nameScore client'),
  QueryPaymentsConnection: closed('edges pageInfo'),
  QueryPaymentsConnectionEdge: closed('cursor node'),
  ImportBankStatementPayload: closed('alreadyImported statement skippedDebits skippedNotBooked skippedOtherCurrency'),
  MatchPaymentPayload: closed('allocation'),
  UndoPaymentMatchPayload: closed('allocation'),
  RecordPaymentPayload: closed('payment'),
  RecordRefundPayload: closed('payment'),
  InvoiceParty: all([I], 'addressLine bic city countryCode email iban legalName postcode registrationNumber vatId'),
  InvoiceLine: all([I], 'id kind description descriptionEn descriptionSl quantity unitPriceCents includesVat vatRateBp vatCategory unitNetPrice netCents'),
  InvoiceVatBreakdown: all([I], 'baseCents vatCategory vatCents vatRateBp'),
  PaymentQr: all([I], 'amountCents path payload reference size'),
  ClientInvoicesConnection: all([I], 'edges pageInfo totalCount'),
  ClientInvoicesConnectionEdge: all([I], 'cursor node'),
  QueryInvoicesConnection: all([I], 'edges pageInfo totalCount'),
  QueryInvoicesConnectionEdge: all([I], 'cursor node'),
  InvoiceReminder: all([I], 'step daysAfterDue sentAt'),
  InvoiceReminderPause: closed('at reason by'),
  AccountStatement: all([I], 'from to currency openingBalanceCents lines debitCents creditCents closingBalanceCents openItems openCents pdfUrl csvUrl'),
  AccountStatementLine: all([I], 'kind date number dueDate debitCents creditCents balanceCents invoice'),
  AccountStatementOpenItem: all([I], 'number kind issueDate dueDate payableCents openCents daysOverdue invoice'),
  ReceivablesAgeing: closed('asOf rows totals'),
  ReceivablesAgeingRow: closed('client name notDueCents days0To30Cents days31To60Cents days61PlusCents overdueCents totalCents invoices'),
  ReceivablesAgeingTotals: closed('notDueCents days0To30Cents days31To60Cents days61PlusCents overdueCents totalCents invoices'),
  PauseInvoiceRemindersPayload: closed('invoice'),
  ResumeInvoiceRemindersPayload: closed('invoice'),
  // The waiting list: people only.
  WaitingListEntry: closed('id day windowStart windowEnd type guests seatReservation coaches status offerArrivalAt offerTime offerExpiresAt createdAt client reservation'),
  WaitingListOffer: closed('state clientName day arrivalTime expiresAt type guests cancellation'),
  JoinWaitingListPayload: closed('entry'),
  LeaveWaitingListPayload: closed('entry'),
  AcceptWaitingListOfferPayload: closed('entry orderNumber'),
  DeclineWaitingListOfferPayload: closed('offer'),
  OfferWaitingListPlacePayload: closed('entry'),
  RemoveWaitingListEntryPayload: closed('entry'),
  ReservationFee: all(READ, 'reason percent guests perGuestCents includesVat amountCents currency waived waivedAt'),

  // ————— booking —————
  ReservationAvailability: all([C], 'arrivalAt bays bookableUntil fits problems reasons remainingSeats suggestions'),
  ReservationProblem: all([C], 'code field message'),
  ArrivalSuggestion: all([C], 'arrivalAt arrivalDate arrivalTime remainingSeats'),
  DayAvailability: all([C], 'date freeTimes reasons state times'),
  ArrivalTimeOption: all([C], 'reasons state time'),
  CreateReservationPayload: all([C], 'reservation reservationEdge'),
  SetMealPreorderPayload: all([C], 'reservation'),

  // ————— webhooks —————
  WebhookEndpoint: all([W], 'id consecutiveFailures createdAt deliveries description disabledForFailing enabled events failingSince secretRotatedAt url'),
  WebhookEndpointConnection: all([W], 'edges pageInfo'),
  WebhookEndpointEdge: all([W], 'cursor node'),
  // A delivery's payload is what the endpoint was sent: the token could register an endpoint and receive it anyway.
  WebhookDelivery: all([W], 'id attempts createdAt deliveredAt durationMs eventType lastAttemptAt messageId nextAttemptAt payload responseExcerpt status statusCode'),
  WebhookDeliveryConnection: all([W], 'edges pageInfo'),
  WebhookDeliveryEdge: all([W], 'cursor node'),
  RegisterWebhookEndpointPayload: all([W], 'secret webhookEndpoint'),
  UpdateWebhookEndpointPayload: all([W], 'webhookEndpoint'),
  RotateWebhookSecretPayload: all([W], 'secret webhookEndpoint'),
  SetWebhookEndpointEnabledPayload: all([W], 'webhookEndpoint'),
  DeleteWebhookEndpointPayload: all([W], 'deletedWebhookEndpointId'),
  RedeliverWebhookPayload: all([W], 'webhookDelivery'),
  SendTestWebhookPayload: all([W], 'webhookDelivery'),

  // ————— public: what every visitor of the website reads —————
  Site: { type: 'open', fields: { ...each('open', 'analyticsId contact demo offers text'), texts: 'never' } },
  SiteContact: all('open', 'address companyName country email facebookUrl instagramUrl menuQr menuUrl phone'),
  QrImage: all('open', 'path size url'),
  // What a price is taxed at is staff's (the manager's price pages).
  StopOffer: { type: 'open', fields: { ...each('open', 'id currency menu priceCents type'), ...each('never', 'priceIncludesVat vatRate') } },
  MenuItem: {
    type: 'open',
    fields: { ...each('open', 'id active allergens description descriptionEn descriptionSl name nameEn nameSl position priceCents stopType vegan vegetarian'), ...each('never', 'priceIncludesVat vatRate') },
  },
  ReservationRules: all('open', 'bookingHorizonDays closedDays lastArrivalDate maxGuests minGuests now openingHours slotMinutes stops timeZone today'),
  StopRules: all('open', 'currency durationMinutes leadTimeHours pricePerGuestCents seatReservationRequired type'),
  OpeningDay: all('open', 'closed closes opens weekday'),
  // Why a day is closed is staff's own business.
  ClosedDay: { type: 'open', fields: { date: 'open', reason: 'never' } },
  MealRules: all('open', 'crewMealsFree crewMealsMax preorderDeadlineHours'),

  // ————— nothing for tokens —————
  // The arrival settings: staff's and the manager's.
  ArrivalSettings: closed('bayTurnaroundMinutes coachBays pacingRules pacingSlotMinutes roomCombinations rooms waitlistLastDayOfferHours waitlistOfferHours'),
  PacingRule: closed('id maxCoaches maxGuests seasonEnd seasonStart stopType weekdays'),
  RoomCombination: closed('rooms seats'),
  UpdateArrivalSettingsPayload: closed('arrivalSettings'),
  CreatePacingRulePayload: closed('arrivalSettings pacingRule'),
  UpdatePacingRulePayload: closed('arrivalSettings pacingRule'),
  DeletePacingRulePayload: closed('arrivalSettings deletedPacingRuleId'),
  CreateRoomPayload: closed('arrivalSettings room'),
  UpdateRoomPayload: closed('arrivalSettings room'),
  SetRoomCombinationsPayload: closed('arrivalSettings'),
  InvoiceDraftBasis: closed('agreementName billedGuests freePlaces guaranteedMinimum guaranteedPercent includesVat paymentTermsDays perGuestCents underAgreement vatRateBp'),
  FeeWaiver: closed('at by reason'),
  AddInvoiceExtraPayload: closed('invoice'),
  CreditInvoicePayload: closed('creditNote invoice'),
  IssueInvoicePayload: closed('invoice'),
  OpenInvoiceDraftPayload: closed('invoice'),
  RemoveInvoiceExtraPayload: closed('invoice'),
  WaiveFeePayload: closed('reservation'),
  Agreement: closed(
    'id client crewMealsFree cancellationTerms depositTerms dishPrices freePlaces guaranteedPercent inForceToday longStopPriceCents name paymentTermsDays pricesIncludeVat ' +
      'shortStopPriceCents updatedAt validFrom validUntil',
  ),
  AgreementDishPrice: closed('menuItem priceCents'),
  BillingSettings: closed(
    'addressLine bic cancellationTerms city countryCode depositOverdueAction depositTerms email iban invoiceFooterEn invoiceFooterSl legalName paymentTermsDays poorRecordDeposit postcode registrationNumber reminderDays vatId',
  ),
  CancellationTerms: closed('noShowPercent tiers'),
  CancellationTier: closed('hoursBefore percent'),
  DeleteAgreementPayload: closed('client deletedAgreementId'),
  FreePlaces: closed('max perPaying'),
  SaveAgreementPayload: closed('agreement client'),
  SaveVatRatePayload: closed('vatRate'),
  UpdateBillingSettingsPayload: closed('billingSettings'),
  VatRate: closed('id active category inUse name nameEn nameSl position rateBp'),
  ApiToken: closed('id active createdAt expiresAt lastUsedAt lastUsedIp name client organisation prefix revokedAt scopes createdByName creatorLeft'),
  ApiTokenConnection: closed('edges pageInfo'),
  ApiTokenEdge: closed('cursor node'),
  BillingDetails: closed('addressLine billingEmail city countryCode legalName postcode updatedAt vatId'),
  BackupStatus: closed('lastBackupAt lastBackupFile lastFailure lastFailureAt nightlyTime overdue'),
  AuditActor: closed('accountId deleted kind name member'),
  AuditLogConnection: closed('edges pageInfo'),
  AuditLogEdge: closed('cursor node'),
  AuditLogEntry: closed('id action actor category createdAt ip subject summary'),
  AuditSubject: closed('deleted kind label nodeId'),
  AuditSummary: closed('count fields from kind name orderNumber orderNumbers reason to'),
  CalendarFeed: closed('createdAt lastFetchedAt'),
  // The driver's page and its payloads: reached with the link's token, never an API token.
  DriverStop: closed('arrivalAt arrivalDate arrivalTime bays coaches delayMinutes durationMinutes etaAt etaTime guests meals orderNumber organisationName reportedAt restaurant state type validUntil'),
  DriverRestaurant: closed('address mapUrl name phone'),
  DriverMeals: closed('dishes driverMeals guideMeals total vegan vegetarian'),
  DriverMealLine: closed('name quantity'),
  ReportDriverStatusPayload: closed('stop'),
  RenewDriverLinkPayload: closed('driverLink reservation'),
  ClientAccountEvent: closed('at client clientId kind'),
  ClosedReservationStatistics: closed('arrivalRate closed expected noShowRate outcomes'),
  HourStatistics: closed('guests hour reservations'),
  LeadTimeBucket: closed('bucket longStops shortStops'),
  OperatingSettings: closed('longStopMinutes seatCapacity shortStopMinutes slotMinutes'),
  OutcomeCount: closed('count outcome'),
  QueryClientsConnection: closed('edges pageInfo totalCount'),
  QueryClientsConnectionEdge: closed('cursor node'),
  QueryStaffMembersConnection: closed('edges pageInfo totalCount'),
  QueryStaffMembersConnectionEdge: closed('cursor node'),
  ReconfirmationLink: closed('askedGuests maxGuests mealsForGuests minGuests reservation state'),
  ReconfirmationReservation: closed('arrivalAt arrivalDate arrivalTime guests orderNumber reconfirmedAt type'),
  ReconfirmationSettings: closed('reconfirmHoursBefore staffDigestEnabled staffDigestHour'),
  SiteText: closed('key language value'),
  StaffInvitation: closed('email name'),
  Revenue: closed('clients currency months netCents stopTypes'),
  RevenueByClient: closed('client name netCents'),
  RevenueByStopType: closed('netCents type'),
  RevenueMonth: closed('documents month netCents'),
  Statistics: closed('closed csv from hours leadTimes outcomes revenue to topClients topOrganisations totals weekdays weekly'),
  StatisticsTotals: closed('guests reservations'),
  StatusOutcome: closed('count status'),
  TopOrganisation: closed('client guests name reservations'),
  WeekdayStatistics: closed('guests reservations weekday'),
  WeeklyStatistics: closed('longGuests longStops shortGuests shortStops weekStart'),
  // The payloads of mutations no token may call.
  AcceptStaffInvitationPayload: closed('email ok'),
  AddStaffNotePayload: closed('staffNote staffNoteEdge'),
  ApproveClientPayload: closed('client clientId'),
  BlockClientPayload: closed('client clientId'),
  ChangeHeadcountPayload: closed('link'),
  ChangeMyPasswordPayload: closed('ok'),
  ChangeReservationStatusPayload: closed('reservation'),
  CheckInReservationPayload: closed('reservation'),
  ConfirmHeadcountPayload: closed('link'),
  CreateApiTokenPayload: closed('apiToken secret'),
  CreateCalendarFeedPayload: closed('calendarFeed url'),
  CreateReservationForClientPayload: closed('reservation'),
  SaveBillingDetailsPayload: closed('client'),
  CreateRestaurantApiTokenPayload: closed('apiToken secret'),
  DeleteAccountPayload: closed('archivedUntil deletedClientId'),
  DeleteMenuItemPayload: closed('deletedMenuItemId stopOffer'),
  DeleteStaffNotePayload: closed('deletedStaffNoteId'),
  DisableStaffMemberPayload: closed('staffMember'),
  EnableStaffMemberPayload: closed('staffMember'),
  EraseClientPayload: closed('archivedUntil deletedClientId'),
  InviteStaffMemberPayload: closed('staffMember staffMemberEdge'),
  MarkReservationMessagesReadPayload: closed('reservation'),
  MarkReservationNoShowPayload: closed('reservation'),
  PostReservationMessagePayload: closed('message messageEdge reservation'),
  RegisterClientPayload: closed('email resendAvailableInSeconds'),
  RejectClientPayload: closed('deletedClientId'),
  RemoveClosedDayPayload: closed('reopenedDate'),
  RenameStaffMemberPayload: closed('staffMember'),
  ReorderMenuPayload: closed('stopOffer'),
  RequestPasswordResetPayload: closed('ok'),
  ResendStaffInvitationPayload: closed('staffMember'),
  ResendVerificationEmailPayload: closed('email resendAvailableInSeconds'),
  ResetPasswordPayload: closed('ok'),
  RevokeApiTokenPayload: closed('apiToken'),
  RevokeCalendarFeedPayload: closed('revoked'),
  SaveMenuItemPayload: closed('menuItem stopOffer'),
  SaveSiteTextsPayload: closed('site'),
  SetClosedDayPayload: closed('closedDay openReservations'),
  SetOpeningHoursPayload: closed('openingHours'),
  SetStopPricePayload: closed('stopOffer'),
  SignInPayload: closed('ok'),
  StaffSignInPayload: closed('ok'),
  TransferManagerRolePayload: closed('manager previousManager'),
  UnblockClientPayload: closed('client clientId'),
  UpdateClientPayload: closed('client'),
  UpdateMealSettingsPayload: closed('mealRules'),
  UpdateMyStaffAccountPayload: closed('staffMember'),
  UpdateOperatingSettingsPayload: closed('operatingSettings overbookedDays'),
  UpdateProfilePayload: closed('client'),
  UpdateReconfirmationSettingsPayload: closed('reconfirmationSettings'),
  UpdateReservationPayload: closed('reservation'),
  ChangeReservationPlacementPayload: closed('reservation'),
  VerifyEmailPayload: closed('ok'),
};

function opens(access: TokenAccess | undefined, scopes: readonly ApiTokenScope[]): boolean {
  if (access === undefined || access === 'never') return false;
  return access === 'open' || scopes.some((scope) => access.includes(scope));
}

/** Whether a token with these scopes is shown objects of this type at all. */
export function tokenMayReadType(scopes: readonly ApiTokenScope[], typeName: string): boolean {
  if (typeName.startsWith('__')) return true;
  return opens(TOKEN_READS[typeName]?.type, scopes);
}

/** Whether a token with these scopes may read this field of this type (introspection always). */
export function tokenMayRead(scopes: readonly ApiTokenScope[], typeName: string, fieldName: string): boolean {
  if (typeName.startsWith('__') || fieldName.startsWith('__')) return true;
  const reads = TOKEN_READS[typeName];
  return !!reads && opens(reads.type, scopes) && opens(reads.fields[fieldName], scopes);
}

/** The scopes under which a field is read (its own access within its type's), for the guide and the tests. */
export function scopesReading(typeName: string, fieldName: string, allScopes: readonly ApiTokenScope[]): ApiTokenScope[] {
  return allScopes.filter((scope) => tokenMayRead([scope], typeName, fieldName));
}
