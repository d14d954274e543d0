// The messages people see as feedback (docs/product.md § Messages): form errors and success notices.
// Forms of later issues use these descriptors (`intl.formatMessage(feedback.invalidEmail)`), so the
// wording lives in one place and the English text stays exactly as docs/product.md § Messages words it
// (checked by catalogs.test.ts).
import { defineMessages } from 'react-intl';

export const feedback = defineMessages({
  resetInstructionsSent: { id: 'success.resetInstructionsSent' },
  resetInstructionsFailed: { id: 'error.resetInstructionsFailed' },
  invalidEmail: { id: 'error.invalidEmail' },
  captchaRequired: { id: 'error.captchaRequired' },
  emailNotVerified: { id: 'error.emailNotVerified' },
  verificationFailed: { id: 'error.verificationFailed' },
  invalidResetLink: { id: 'error.invalidResetLink' },
  resetFailed: { id: 'error.resetFailed' },
  passwordsMismatch: { id: 'error.passwordsMismatch' },
  /** Values: `{ min: 8 }`. */
  passwordTooShort: { id: 'error.passwordTooShort' },
  chooseOption: { id: 'error.chooseOption' },
  selectArrival: { id: 'error.selectArrival' },
  requiredFields: { id: 'error.requiredFields' },
  /** Values: `{ detail }`, the error the server reported. */
  reservationSubmit: { id: 'error.reservationSubmit' },
  signedIn: { id: 'success.signedIn' },
  profileUpdated: { id: 'success.profileUpdated' },
  profileDeleted: { id: 'success.profileDeleted' },
  verificationResent: { id: 'success.verificationResent' },
  reservationSubmitted: { id: 'success.reservationSubmitted' },
});
