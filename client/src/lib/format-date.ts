const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' });

function parse(value: string): Date | null {
  // A bare 'YYYY-MM-DD' is a calendar day: read it in local time, not as UTC midnight.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Mar 2025'-style day; the raw text when it is not a date. */
export function formatDay(value: string): string {
  const date = parse(value);
  return date ? dayFormat.format(date) : value;
}

/** 'March 2025'-style month and year; the raw text when it is not a date. */
export function formatMonth(value: string): string {
  const date = parse(value);
  return date ? monthFormat.format(date) : value;
}
