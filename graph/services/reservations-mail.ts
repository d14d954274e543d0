// What reservation e-mails say: the facts every template shows, and an edit's changes in the
// recipient's language ("Group size: 40 guests → 45 guests").
import type { Client, Reservation } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import type { ReservationChange, ReservationFacts } from '../mail/template-types.ts';
import { formatArrival, guestCount, stopTypeLabel, yesNo, type StopTypeName } from '../mail/format.ts';

export function displayName(org: Pick<Client, 'firstName' | 'lastName' | 'name'>): string {
  return [org.firstName, org.lastName].filter(Boolean).join(' ') || org.name;
}

export function responsiblePerson(r: Pick<Reservation, 'responsibleFirstName' | 'responsibleLastName'>): string | null {
  return [r.responsibleFirstName, r.responsibleLastName].filter(Boolean).join(' ') || null;
}

export function reservationFacts(r: Reservation, org: Pick<Client, 'firstName' | 'lastName' | 'name'>): ReservationFacts {
  return { name: displayName(org), orderNumber: r.orderNumber, arrival: r.arrivalAt, type: r.type, guests: r.guests };
}

/** The edited fields, as stored in reservation_events.changes: { field: { from, to } }. */
export type FieldChanges = Partial<{
  type: { from: StopTypeName; to: StopTypeName };
  guests: { from: number; to: number };
  coaches: { from: number; to: number };
  seatReservation: { from: boolean; to: boolean };
  /** ISO instants. */
  arrivalAt: { from: string; to: string };
  responsibleFirstName: { from: string | null; to: string | null };
  responsibleLastName: { from: string | null; to: string | null };
  wishes: { from: string | null; to: string | null };
}>;

const LABELS = {
  type: { en: 'Stop', sl: 'Postanek' },
  arrival: { en: 'Arrival', sl: 'Prihod' },
  guests: { en: 'Group size', sl: 'Velikost skupine' },
  seats: { en: 'Seat reservation', sl: 'Rezervacija sedežev' },
  coaches: { en: 'Coaches', sl: 'Avtobusi' },
  responsible: { en: 'Responsible person', sl: 'Odgovorna oseba' },
  wishes: { en: 'Wishes', sl: 'Želje' },
} as const;

const NONE = '—';

/** An edit's changes for the reservation.updated mail, in the recipient's language. */
export function humaniseChanges(
  changes: FieldChanges,
  before: Pick<Reservation, 'responsibleFirstName' | 'responsibleLastName'>,
  after: Pick<Reservation, 'responsibleFirstName' | 'responsibleLastName'>,
  language: Language,
): ReservationChange[] {
  const rows: ReservationChange[] = [];
  if (changes.type) {
    rows.push({ label: LABELS.type[language], from: stopTypeLabel(language, changes.type.from), to: stopTypeLabel(language, changes.type.to) });
  }
  if (changes.arrivalAt) {
    rows.push({
      label: LABELS.arrival[language],
      from: formatArrival(language, new Date(changes.arrivalAt.from)),
      to: formatArrival(language, new Date(changes.arrivalAt.to)),
    });
  }
  if (changes.guests) {
    rows.push({ label: LABELS.guests[language], from: guestCount(language, changes.guests.from), to: guestCount(language, changes.guests.to) });
  }
  if (changes.coaches) {
    rows.push({ label: LABELS.coaches[language], from: String(changes.coaches.from), to: String(changes.coaches.to) });
  }
  if (changes.seatReservation) {
    rows.push({ label: LABELS.seats[language], from: yesNo(language, changes.seatReservation.from), to: yesNo(language, changes.seatReservation.to) });
  }
  // First and last name read as one person.
  if (changes.responsibleFirstName || changes.responsibleLastName) {
    rows.push({ label: LABELS.responsible[language], from: responsiblePerson(before) ?? NONE, to: responsiblePerson(after) ?? NONE });
  }
  if (changes.wishes) {
    rows.push({ label: LABELS.wishes[language], from: changes.wishes.from ?? NONE, to: changes.wishes.to ?? NONE });
  }
  return rows;
}
