// Generates the demo restaurant into a prepared (migrated, first manager created) empty database:
// the marker first, so a half-written demo is still recognised as one, then the plan written
// through the services, then the marker completed.
import type { Config } from '../config.ts';
import type { Database } from '../db.ts';
import type { Logger } from '../log.ts';
import type { ScryptParams } from '../auth/password.ts';
import { completeDemo, markDemo } from './marker.ts';
import { planRestaurant, summarise, type RestaurantSummary } from './plan.ts';
import { populate } from './populate.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from './catalogue.ts';

/**
 * Hashing cost of the demo's passwords. Every demo account has the same printed password, so the
 * cost protects nothing; OWASP's would add ten seconds to every generation.
 */
export const DEMO_HASH: ScryptParams = { logN: 14, r: 8, p: 1 };

export interface GenerateOptions {
  seed: number;
  now: Date;
  log: Logger;
  hashParams?: ScryptParams;
}

/** The team inbox of the demo (staff notices, the morning digest): like every demo address, under `.example`. */
export const DEMO_TEAM_INBOX = 'team@stopover.example';

/**
 * The configuration the demo runs with: its manager, and mail that only ever reaches the development
 * mailbox (no SMTP, whatever the environment says), addressed to made-up inboxes only.
 */
export function demoConfig(config: Config): Config {
  return { ...config, managerEmail: DEMO_STAFF.manager.email, managerPassword: DEMO_PASSWORD, smtpUrl: null, staffNoticeEmail: DEMO_TEAM_INBOX, workers: 1 };
}

export async function generateDemo(db: Database, config: Config, options: GenerateOptions): Promise<RestaurantSummary> {
  const plan = planRestaurant({ seed: options.seed, now: options.now });
  await markDemo(db.prisma, plan.seed, plan.today);
  await populate(db, config, plan, { hashParams: options.hashParams ?? DEMO_HASH, log: options.log });
  await completeDemo(db.prisma, plan.now);
  return summarise(plan);
}
