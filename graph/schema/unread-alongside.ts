// The viewer's unread messages of each reservation a read in one statement reads, counted beside its
// row (the lists, the change's answer) instead of by a statement of their own.
import type { Context } from '../context.ts';
import type { Computed } from '../one-statement-reads/compile.ts';
import { unreadCountSql } from '../services/reservation-messages.ts';

/** The viewer's side of every conversation, or null for anyone else. */
export function viewerSide(ctx: Context): 'CLIENT' | 'STAFF' | null {
  return ctx.viewer.kind === 'staff' ? 'STAFF' : ctx.viewer.kind === 'client' ? 'CLIENT' : null;
}

/** Where a read in one statement leaves the viewer's unread count beside each row. */
export const UNREAD_ALONGSIDE = 'unreadMessagesOfViewer';

/** For a read in one statement: every reservation it reads comes with the viewer's unread count. */
export function unreadAlongside(ctx: Context): Computed | undefined {
  const side = viewerSide(ctx);
  return side ? { Reservation: { [UNREAD_ALONGSIDE]: (id: string) => unreadCountSql(side, id) } } : undefined;
}
