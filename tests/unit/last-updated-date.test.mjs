// The "Last updated on" date written without Intl (src/lib/lastUpdatedDate.mjs)
// against Intl.DateTimeFormat with the theme's options, which it stands in for.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {formatLastUpdated, LAST_UPDATED_FORMAT} from '../../src/lib/lastUpdatedDate.mjs';

const DAY = 24 * 60 * 60 * 1000;

describe('formatLastUpdated', () => {
  test("gives Intl.DateTimeFormat's text for English and the Gregorian calendar, every day from 1970 to 2100, at both ends of the day", () => {
    const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', ...LAST_UPDATED_FORMAT});
    let checked = 0;
    for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2101, 0, 1); t += DAY) {
      for (const at of [t, t + DAY - 1]) {
        const date = new Date(at);
        assert.equal(formatLastUpdated(date, 'en', 'gregory'), intl.format(date), date.toISOString());
        checked += 1;
      }
    }
    assert.ok(checked > 95000);
  });

  test('leaves other locales, calendars and years to Intl', () => {
    const date = new Date(Date.UTC(2026, 10, 26, 23, 30));
    assert.equal(
      formatLastUpdated(date, 'fr', 'gregory'),
      new Intl.DateTimeFormat('fr', {calendar: 'gregory', ...LAST_UPDATED_FORMAT}).format(date),
    );
    assert.equal(
      formatLastUpdated(date, 'en', 'japanese'),
      new Intl.DateTimeFormat('en', {calendar: 'japanese', ...LAST_UPDATED_FORMAT}).format(date),
    );
    assert.notEqual(formatLastUpdated(date, 'fr', 'gregory'), formatLastUpdated(date, 'en', 'gregory'));
    const early = new Date(Date.UTC(999, 0, 5));
    assert.equal(
      formatLastUpdated(early, 'en', 'gregory'),
      new Intl.DateTimeFormat('en', {calendar: 'gregory', ...LAST_UPDATED_FORMAT}).format(early),
    );
  });

  test('is the date in UTC, as the theme shows it', () => {
    assert.equal(formatLastUpdated(new Date('2026-11-26T23:59:59-05:00'), 'en', 'gregory'), 'Nov 27, 2026');
  });
});
