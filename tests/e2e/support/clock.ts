// The moments the e2e servers' clocks start from (MALL_CLOCK), on the run's Seoul day: the coupon
// window (10:00:01-22:00:00, Asia/Seoul) decides what a test may expect, so no test depends on the
// hour the suite happens to run at. The browser's clock is set to the same moment (page.clock).

const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
// Computed once by the runner's process and handed to its workers, so a run that crosses midnight agrees.
process.env.E2E_SEOUL_DAY ??= day;

/** The Seoul date of the run (YYYY-MM-DD). */
export const SEOUL_DAY = process.env.E2E_SEOUL_DAY;
/** The main servers' clock: noon in Seoul, inside the coupon window. */
export const NOON = `${SEOUL_DAY}T12:00:00+09:00`;
/** The late server's clock: after the coupon window has closed. */
export const LATE = `${SEOUL_DAY}T23:30:00+09:00`;
