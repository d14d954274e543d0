// Staff: all reservations, newest booking first.
import { reservationsPage } from './ReservationsPage.tsx';

export const { loader, Component } = reservationsPage('ALL');
