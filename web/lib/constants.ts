// Business constants the web app shows (SPEC §9). The server enforces them; keep in step with
// graph/domain when that module exports them.
export const GUESTS_MIN = 10;
export const GUESTS_MAX = 100;
export const SHORT_STOP_LEAD_HOURS = 2;
export const LONG_STOP_LEAD_HOURS = 72;
