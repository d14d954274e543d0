// Staff: all reservations, newest booking first.
import { ordersPage } from './orders/OrdersPage.tsx';

export const { loader, Component } = ordersPage('ALL');
