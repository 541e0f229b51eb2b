/** Calendar dates as people read them, the same in the app and on a published plan's sheet. */

const calendarDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar date ('2027-06-12', an event's) as 'June 12, 2027' wherever the reader is; '–' when unset. */
export function formatCalendarDate(value: string | undefined): string {
  const date = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
  return date && !Number.isNaN(date.getTime()) ? calendarDateFormat.format(date) : '–';
}

/** Today where the reader is, as a calendar date (YYYY-MM-DD): a sheet's revision date. */
export function todayCalendarDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
