// The whole GraphQL schema: each module registers its part of the surface on the builder.
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from '../builder.ts';
import './enums.ts';
import './accounts.ts';
import './auth.ts';
import './auth/own-account.ts';
import './auth/client-decisions.ts';
import './staff.ts';
import './staff-accounts.ts';
import './reservations/index.ts';
import './arrival-capacity/index.ts';
import './content.ts';
import './stats.ts';
import './settings.ts';
import './viewer.ts';
import './staff-notes.ts';
import './conversation.ts';
import './meals.ts';
import './day-sheet.ts';
import './api-tokens.ts';
import './webhooks.ts';
import './audit-log.ts';
import './calendar-feeds.ts';
import './reconfirmation.ts';
import './backups.ts';
import './billing/invoices.ts';
import './billing/terms.ts';
import './billing/booking-terms.ts';
import './deposits/terms.ts';
import './deposits/requests.ts';
import './billing/collection.ts';
import './payments/types.ts';
import './payments/manage.ts';
import './arrival-capacity/settings.ts';
import './waiting-list.ts';
import './driver-link.ts';
import './organisation-members/types.ts';
import './organisation-members/switching.ts';
import './organisation-members/invitations.ts';
import './organisation-members/changes.ts';

let schema: GraphQLSchema | null = null;

export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}

/** The SDL committed as schema.graphql (sorted, so diffs show real changes only). */
export function printAppSchema(): string {
  return printSchema(lexicographicSortSchema(getSchema())) + '\n';
}
