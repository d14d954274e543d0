// Words the audit log chooses at run time: one sentence per action, the categories, the kinds of
// actor. Ids live in web/i18n/catalogs/audit.{en,sl}.json.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AuditAction } from '../../../graph/domain/audit-log.ts';
import type { AuditCategory, DatePreset, WhoKind } from './auditFilters.ts';

/** What happened, as a sentence. Placeholders: {subject} {from} {to} {name} {reason} {kind} {count} {date}. */
export const actionText: Record<AuditAction, MessageDescriptor> = defineMessages({
  'auth.sign_in.succeeded': { id: 'audit.action.signInSucceeded' },
  'auth.sign_in.failed': { id: 'audit.action.signInFailed' },
  'auth.sign_in.refused': { id: 'audit.action.signInRefused' },
  'auth.sign_out': { id: 'audit.action.signOut' },
  'auth.refresh_reused': { id: 'audit.action.refreshReused' },
  'auth.password_reset.requested': { id: 'audit.action.passwordResetRequested' },
  'auth.password_reset.completed': { id: 'audit.action.passwordResetCompleted' },
  'account.registered': { id: 'audit.action.accountRegistered' },
  'account.registration_for_existing': { id: 'audit.action.accountRegistrationForExisting' },
  'account.verified': { id: 'audit.action.accountVerified' },
  'account.approved': { id: 'audit.action.accountApproved' },
  'account.rejected': { id: 'audit.action.accountRejected' },
  'account.blocked': { id: 'audit.action.accountBlocked' },
  'account.unblocked': { id: 'audit.action.accountUnblocked' },
  'account.updated': { id: 'audit.action.accountUpdated' },
  'account.deleted': { id: 'audit.action.accountDeleted' },
  'account.purged': { id: 'audit.action.accountPurged' },
  'account.unverified_erased': { id: 'audit.action.accountUnverifiedErased' },
  'member.invited': { id: 'audit.action.memberInvited' },
  'member.invitation_resent': { id: 'audit.action.memberInvitationResent' },
  'member.invitation_revoked': { id: 'audit.action.memberInvitationRevoked' },
  'member.joined': { id: 'audit.action.memberJoined' },
  'member.role_changed': { id: 'audit.action.memberRoleChanged' },
  'member.removed': { id: 'audit.action.memberRemoved' },
  'member.left': { id: 'audit.action.memberLeft' },
  'member.erased': { id: 'audit.action.memberErased' },
  'staff.invited': { id: 'audit.action.staffInvited' },
  'staff.invitation_resent': { id: 'audit.action.staffInvitationResent' },
  'staff.invitation_accepted': { id: 'audit.action.staffInvitationAccepted' },
  'staff.renamed': { id: 'audit.action.staffRenamed' },
  'staff.disabled': { id: 'audit.action.staffDisabled' },
  'staff.enabled': { id: 'audit.action.staffEnabled' },
  'staff.manager_transferred': { id: 'audit.action.staffManagerTransferred' },
  'staff.profile_updated': { id: 'audit.action.staffProfileUpdated' },
  'staff.password_changed': { id: 'audit.action.staffPasswordChanged' },
  'staff.manager_recovery_issued': { id: 'audit.action.staffManagerRecoveryIssued' },
  'content.price_changed': { id: 'audit.action.contentPriceChanged' },
  'content.menu_changed': { id: 'audit.action.contentMenuChanged' },
  'content.menu_reordered': { id: 'audit.action.contentMenuReordered' },
  'content.texts_changed': { id: 'audit.action.contentTextsChanged' },
  'settings.changed': { id: 'audit.action.settingsChanged' },
  'reservation.created': { id: 'audit.action.reservationCreated' },
  'reservation.status_changed': { id: 'audit.action.reservationStatusChanged' },
  'reservation.updated': { id: 'audit.action.reservationUpdated' },
  'reservation.placed': { id: 'audit.action.reservationPlaced' },
  'note.created': { id: 'audit.action.noteCreated' },
  'note.deleted': { id: 'audit.action.noteDeleted' },
  'api_token.created': { id: 'audit.action.apiTokenCreated' },
  'api_token.revoked': { id: 'audit.action.apiTokenRevoked' },
  'api_token.used': { id: 'audit.action.apiTokenUsed' },
  'calendar_feed.created': { id: 'audit.action.calendarFeedCreated' },
  'calendar_feed.revoked': { id: 'audit.action.calendarFeedRevoked' },
  'webhook.registered': { id: 'audit.action.webhookRegistered' },
  'webhook.updated': { id: 'audit.action.webhookUpdated' },
  'webhook.secret_rotated': { id: 'audit.action.webhookSecretRotated' },
  'webhook.enabled': { id: 'audit.action.webhookEnabled' },
  'webhook.disabled': { id: 'audit.action.webhookDisabled' },
  'webhook.deleted': { id: 'audit.action.webhookDeleted' },
  'billing.settings_changed': { id: 'audit.action.billingSettingsChanged' },
  'billing.vat_rate_saved': { id: 'audit.action.billingVatRateSaved' },
  'billing.agreement_saved': { id: 'audit.action.billingAgreementSaved' },
  'billing.agreement_deleted': { id: 'audit.action.billingAgreementDeleted' },
  'billing.details_changed': { id: 'audit.action.billingDetailsChanged' },
  'invoice.issued': { id: 'audit.action.invoiceIssued' },
  'invoice.credited': { id: 'audit.action.invoiceCredited' },
  'invoice.reminders_paused': { id: 'audit.action.invoiceRemindersPaused' },
  'invoice.reminders_resumed': { id: 'audit.action.invoiceRemindersResumed' },
  'reservation.fee_waived': { id: 'audit.action.feeWaived' },
  'bank_statement.imported': { id: 'audit.action.bankStatementImported' },
  'payment.matched': { id: 'audit.action.paymentMatched' },
  'payment.match_undone': { id: 'audit.action.paymentMatchUndone' },
  'payment.recorded': { id: 'audit.action.paymentRecorded' },
  'payment.refunded': { id: 'audit.action.paymentRefunded' },
  'billing.deposit_waived': { id: 'audit.action.depositWaived' },
  'waiting_list.joined': { id: 'audit.action.waitingListJoined' },
  'waiting_list.left': { id: 'audit.action.waitingListLeft' },
  'waiting_list.removed': { id: 'audit.action.waitingListRemoved' },
  'waiting_list.offered': { id: 'audit.action.waitingListOffered' },
  'waiting_list.declined': { id: 'audit.action.waitingListDeclined' },
  'waiting_list.booked': { id: 'audit.action.waitingListBooked' },
  'reservation.driver_reported': { id: 'audit.action.driverReported' },
  'reservation.driver_link_renewed': { id: 'audit.action.driverLinkRenewed' },
});

export const categoryText: Record<AuditCategory, MessageDescriptor> = defineMessages({
  SIGN_IN: { id: 'audit.category.signIn' },
  ACCOUNTS: { id: 'audit.category.accounts' },
  RESERVATIONS: { id: 'audit.category.reservations' },
  STAFF: { id: 'audit.category.staff' },
  CONTENT: { id: 'audit.category.content' },
  NOTES: { id: 'audit.category.notes' },
  API_TOKENS: { id: 'audit.category.apiTokens' },
  BILLING: { id: 'audit.category.billing' },
});

export const whoText: Record<WhoKind, MessageDescriptor> = defineMessages({
  ANY: { id: 'audit.who.any' },
  STAFF: { id: 'audit.who.staff' },
  CLIENT: { id: 'audit.who.client' },
  SYSTEM: { id: 'audit.who.system' },
  ANONYMOUS: { id: 'audit.who.anonymous' },
});

/** The tag beside an actor's name. */
export const actorKindText: Record<Exclude<WhoKind, 'ANY'>, MessageDescriptor> = defineMessages({
  STAFF: { id: 'audit.actor.staff' },
  CLIENT: { id: 'audit.actor.client' },
  SYSTEM: { id: 'audit.actor.system' },
  ANONYMOUS: { id: 'audit.actor.anonymous' },
});

export const presetText: Record<DatePreset, MessageDescriptor> = defineMessages({
  today: { id: 'audit.when.today' },
  yesterday: { id: 'audit.when.yesterday' },
  last7: { id: 'audit.when.last7' },
  last30: { id: 'audit.when.last30' },
});

export const refusalText = defineMessages({
  EMAIL_NOT_VERIFIED: { id: 'audit.refusal.emailNotVerified' },
  ACCOUNT_ARCHIVED: { id: 'audit.refusal.accountArchived' },
  other: { id: 'audit.refusal.other' },
});

export const subjectText = defineMessages({
  deletedReservation: { id: 'audit.subject.deletedReservation' },
  deletedClient: { id: 'audit.subject.deletedClient' },
  deletedStaff: { id: 'audit.subject.deletedStaff' },
  deletedToken: { id: 'audit.subject.deletedToken' },
  restaurantToken: { id: 'audit.actor.restaurantToken' },
  deletedAccount: { id: 'audit.actor.deleted' },
  unknownAccount: { id: 'audit.actor.unknown' },
});
