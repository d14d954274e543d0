// The input fields of a client's profile, shared by the client's own edit and staff corrections.
import { ACCOUNT_TEXT_LIMITS } from '../../domain/account-rules.ts';
import type { InputFields } from '../mutations.ts';

/** The editable profile texts (updateProfile, updateClient): omitted stays, null or empty clears. */
export const profileFields = (t: InputFields) => ({
  name: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.name, description: `Group, company or agency name (at most ${ACCOUNT_TEXT_LIMITS.name} characters; cannot be cleared).` }),
  firstName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.firstName, description: `The contact person’s first name (at most ${ACCOUNT_TEXT_LIMITS.firstName} characters).` }),
  lastName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.lastName, description: `The contact person’s last name (at most ${ACCOUNT_TEXT_LIMITS.lastName} characters).` }),
  phone: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.phone, description: `A contact phone number (at most ${ACCOUNT_TEXT_LIMITS.phone} characters).` }),
  contactInfo: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.contactInfo, multiline: true, description: `Additional contact information (at most ${ACCOUNT_TEXT_LIMITS.contactInfo} characters, may span lines).` }),
});
