// The shapes every template module shares: the facts of a reservation mail and the composer a
// template is. templates.ts registers the templates and imports each module; the modules import
// these from here, not from templates.ts, so none of them depends on the registry.
import type { Language } from '../i18n/messages.ts';
import type { StopTypeName } from './format.ts';
import type { Block } from './layout.ts';

export type StopType = StopTypeName;

/** One edited field of a reservation, already in the recipient's language. */
export interface ReservationChange {
  label: string;
  from: string;
  to: string;
}

/** What every mail about an existing reservation shows. */
export interface ReservationFacts {
  /** Whom we greet: the contact person or the organisation's name. */
  name: string;
  orderNumber: string;
  arrival: Date;
  type: StopType;
  guests: number;
}

/** Why the recipient gets the mail (its footer says so). */
export type Reason = 'registration' | 'account' | 'reservation' | 'staff';

export interface Composed {
  subject: string;
  preheader: string;
  reason: Reason;
  blocks: Block[];
}

export type Translate = (en: string, sl: string) => string;
export type Compose<D> = (data: D, t: Translate, language: Language) => Composed;
