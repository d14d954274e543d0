// What a statistics request may ask for: a range of arrival days of at most two years, so a report
// stays one bounded query.
export const STATISTICS_MAX_RANGE_DAYS = 2 * 366;
