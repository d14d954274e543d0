// Staff: reservation history: finished and deleted, latest arrival first.
import { ordersPage } from './orders/OrdersPage.tsx';

export const { loader, Component } = ordersPage('HISTORY');
