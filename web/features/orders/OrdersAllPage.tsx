// Staff: all reservations, newest booking first.
import { ordersPage } from './OrdersPage.tsx';

export const { loader, Component } = ordersPage('ALL');
