// Staff: current reservations: waiting and scheduled, arriving from today, soonest first.
import { reservationsPage } from './ReservationsPage.tsx';

export const { loader, Component } = reservationsPage('CURRENT');
