// Staff: reservation history: finished and deleted, latest arrival first.
import { ordersPage } from './OrdersPage.tsx';

export const { loader, Component } = ordersPage('HISTORY');
