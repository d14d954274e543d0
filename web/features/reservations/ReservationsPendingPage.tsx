// Staff: the reservation approval queue: new bookings awaiting a decision, oldest first.
import { reservationsPage } from './ReservationsPage.tsx';

export const { loader, Component } = reservationsPage('PENDING');
