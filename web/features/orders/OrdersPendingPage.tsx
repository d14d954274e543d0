// Staff: the reservation approval queue: new bookings awaiting a decision, oldest first.
import { ordersPage } from './OrdersPage.tsx';

export const { loader, Component } = ordersPage('PENDING');
