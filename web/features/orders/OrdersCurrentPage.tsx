// Staff: current reservations: waiting and scheduled, arriving from today, soonest first.
import { ordersPage } from './OrdersPage.tsx';

export const { loader, Component } = ordersPage('CURRENT');
