// The date of a page's "Last updated on ..." line (patches/docusaurus/theme/LastUpdated.tsx),
// without Intl.DateTimeFormat where the answer is known in advance.
//
// The theme formats it with a new Intl.DateTimeFormat on each page, and the
// first one a page creates loads the browser's locale data: 9-15 ms of main
// thread on this machine (four times that on a throttled phone), on every
// docs page, for a line at the end of the article. For English with the
// Gregorian calendar the format is fixed ("Nov 26, 2026"), so it is written
// out here; tests/unit/last-updated-date.test.mjs checks that it gives
// Intl's text for every day of the years it covers. Any other locale,
// calendar or year goes to Intl, as in the theme.

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The options the theme passes to Intl.DateTimeFormat for this line. */
export const LAST_UPDATED_FORMAT = /** @type {const} */ ({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The text Intl.DateTimeFormat(locale, {calendar, ...LAST_UPDATED_FORMAT})
 * gives for `date`.
 * @param {Date} date
 * @param {string} locale
 * @param {string | undefined} calendar
 * @returns {string}
 */
export function formatLastUpdated(date, locale, calendar) {
  const year = date.getUTCFullYear();
  if (locale === 'en' && calendar === 'gregory' && year >= 1000 && year <= 9999) {
    return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
  }
  return new Intl.DateTimeFormat(locale, {calendar, ...LAST_UPDATED_FORMAT}).format(date);
}
