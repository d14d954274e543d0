// Staff: reservation history: finished and deleted, latest arrival first.
import { reservationsPage } from './ReservationsPage.tsx';

export const { loader, Component } = reservationsPage('HISTORY');
