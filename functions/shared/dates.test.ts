/** Calendar dates as the app and the plan's sheet write them. */
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, todayCalendarDate } from './dates.ts';

describe('formatCalendarDate', () => {
  it('writes an event’s calendar date as it is, whatever the reader’s time zone', () => {
    expect(formatCalendarDate('2027-06-12')).toBe('June 12, 2027');
    expect(formatCalendarDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('writes an en dash for no date or one that is not a calendar date', () => {
    expect(formatCalendarDate(undefined)).toBe('–');
    expect(formatCalendarDate('')).toBe('–');
    expect(formatCalendarDate('2027-13-40')).toBe('–');
    expect(formatCalendarDate('June 12')).toBe('–');
  });
});

describe('todayCalendarDate', () => {
  it('is the reader’s own day, padded', () => {
    expect(todayCalendarDate(new Date(2026, 10, 7, 23, 30))).toBe('2026-11-07');
  });
});
