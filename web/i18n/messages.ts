// Message descriptors used outside JSX literals (route titles, notices, language names). Every id
// used by the app appears either here (defineMessages) or literally in a <FormattedMessage id> /
// intl.formatMessage({ id }) call, so that web/i18n/catalogs.test.ts can check them all.
import { defineMessages } from 'react-intl';

export const titles = defineMessages({
  home: { id: 'page.home.documentTitle' },
  adminLogin: { id: 'page.adminLogin.title' },
  register: { id: 'page.register.title' },
  login: { id: 'page.login.title' },
  verifyEmail: { id: 'page.verifyEmail.title' },
  resetPassword: { id: 'page.resetPassword.title' },
  privacy: { id: 'page.privacy.title' },
  cookies: { id: 'page.cookies.title' },
  terms: { id: 'page.terms.title' },
  dashboard: { id: 'page.dashboard.title' },
  profile: { id: 'page.profile.title' },
  newReservation: { id: 'page.newOrder.title' },
  currentReservations: { id: 'page.currentOrders.title' },
  info: { id: 'page.info.title' },
  adminHome: { id: 'page.adminHome.title' },
  clientsPending: { id: 'page.clientsPending.title' },
  clientsCards: { id: 'page.clientsCards.title' },
  reservationsAll: { id: 'page.ordersAll.title' },
  reservationsPending: { id: 'page.ordersPending.title' },
  reservationsCurrent: { id: 'page.ordersCurrent.title' },
  reservationsOther: { id: 'page.ordersOther.title' },
  billing: { id: 'page.billing.title' },
  payments: { id: 'page.payments.title' },
  myInvoices: { id: 'page.myInvoices.title' },
  websitePrices: { id: 'page.websitePrices.title' },
  websiteOther: { id: 'page.websiteOther.title' },
  websiteBilling: { id: 'page.websiteBilling.title' },
  websiteStats: { id: 'page.websiteStats.title' },
  arrivalSettings: { id: 'page.arrivalSettings.title' },
  team: { id: 'page.team.title' },
  auditLog: { id: 'page.auditLog.title' },
  myAccount: { id: 'page.myAccount.title' },
  staffInvitation: { id: 'page.staffInvitation.title' },
  memberTeam: { id: 'page.memberTeam.title' },
  memberInvitation: { id: 'page.memberInvitation.title' },
  reconfirm: { id: 'page.reconfirm.title' },
  waitingListOffer: { id: 'page.waitingListOffer.title' },
  daySheet: { id: 'page.daySheet.title' },
  kitchen: { id: 'page.kitchen.title' },
  board: { id: 'page.board.title' },
  phoneBooking: { id: 'page.phoneBooking.title' },
  apiTokens: { id: 'page.apiTokens.title' },
});

export type TitleKey = keyof typeof titles;

export const languageNames = defineMessages({
  en: { id: 'language.name.en' },
  sl: { id: 'language.name.sl' },
});

export const notices = defineMessages({
  blocked: { id: 'notice.blocked' },
  verificationRequired: { id: 'notice.verificationRequired' },
  approvalRequired: { id: 'notice.approvalRequired' },
  managerOnly: { id: 'notice.managerOnly' },
  sessionExpired: { id: 'notice.sessionExpired' },
  sessionEnded: { id: 'notice.sessionEnded' },
  membershipEnded: { id: 'notice.membershipEnded' },
  signInRequired: { id: 'notice.sessionExpired' },
  adminSignInRequired: { id: 'notice.sessionExpired' },
});

export const navigation = defineMessages({
  userOverview: { id: 'user.nav.overview' },
  adminClients: { id: 'admin.nav.clients' },
  adminReservations: { id: 'admin.nav.orders' },
  adminWebsite: { id: 'admin.nav.website' },
  adminTeam: { id: 'admin.nav.team' },
});
