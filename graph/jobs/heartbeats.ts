// Job heartbeats: every periodic job of this process says when it last finished well, and /metrics
// shows how long ago that was (stopover_job_seconds_since_last_success), so an alert can fire when
// a job stops running without anyone reading its logs. A job joins with one call after each good
// run — recordJobRun('nightly-backup') — and may declare how often it is meant to run, which
// /metrics shows too, so an alert can be written as "more than twice its interval".
//
// The registry is per process, like the jobs themselves: every app instance (and every worker
// of WORKERS) runs its own jobs and keeps its own heartbeats.

export interface JobHeartbeat {
  name: string;
  /** How often the job is meant to succeed, when declared. */
  expectedIntervalSeconds: number | null;
  /** When the job was declared or first heard of: the lag of a job that never succeeded counts from here. */
  since: Date;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  failures: number;
}

const jobs = new Map<string, JobHeartbeat>();

/** Job names become metric labels: short, lower-case words. */
const JOB_NAME = /^[a-z][a-z0-9_-]{0,62}$/;

function entry(name: string, at: Date): JobHeartbeat {
  if (!JOB_NAME.test(name)) throw new Error(`Job name "${name}" must be lower-case letters, digits, - or _ (at most 63)`);
  let job = jobs.get(name);
  if (!job) {
    job = { name, expectedIntervalSeconds: null, since: at, lastSuccessAt: null, lastFailureAt: null, failures: 0 };
    jobs.set(name, job);
  }
  return job;
}

/**
 * Declares a job when it is scheduled, before its first run: /metrics then shows it from the start,
 * its lag growing until it first succeeds (a job that never manages to run is noticed too).
 */
export function declareJob(name: string, options: { expectedIntervalSeconds?: number } = {}, at: Date = new Date()): void {
  const job = entry(name, at);
  if (options.expectedIntervalSeconds !== undefined) job.expectedIntervalSeconds = options.expectedIntervalSeconds;
}

/** Records a successful run of a job (declaring it if need be). */
export function recordJobRun(name: string, at: Date = new Date()): void {
  const job = entry(name, at);
  if (!job.lastSuccessAt || at > job.lastSuccessAt) job.lastSuccessAt = at;
}

/** Records a failed run: counted, and the lag keeps growing from the last success. */
export function recordJobFailure(name: string, at: Date = new Date()): void {
  const job = entry(name, at);
  job.failures += 1;
  if (!job.lastFailureAt || at > job.lastFailureAt) job.lastFailureAt = at;
}

/** A copy of every job's heartbeat, by name. */
export function jobHeartbeats(): JobHeartbeat[] {
  return [...jobs.values()].map((job) => ({ ...job })).sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Seconds since the job last succeeded (or, never having succeeded, since it was declared). */
export function secondsSinceSuccess(job: JobHeartbeat, now: Date): number {
  return Math.max(0, (now.getTime() - (job.lastSuccessAt ?? job.since).getTime()) / 1000);
}

/** Forgets every job (tests). */
export function resetJobHeartbeats(): void {
  jobs.clear();
}
