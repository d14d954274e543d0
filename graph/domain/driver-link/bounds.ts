// What a driver may report, as numbers the page and the server share (no imports: the driver's page
// bundles this file).
/** A delay the driver can give: at least a minute, at most ten hours. */
export const DELAY_MINUTES = { min: 1, max: 600 } as const;
/** A new ETA may be this much earlier than booked (a coach ahead of time) ... */
export const ETA_EARLIEST_BEFORE_MINUTES = 180;
/** ... and at most this much later (the longest delay). */
export const ETA_LATEST_AFTER_MINUTES = DELAY_MINUTES.max;
/** The quick choices the page offers for "delayed by". */
export const QUICK_DELAYS = [10, 15, 25, 30, 45, 60] as const;
