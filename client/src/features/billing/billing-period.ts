const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' });

/** An invoice's month as people say it: (10, 2026) -> 'October 2026'. */
export function billingPeriod(month: number, year: number): string {
  return monthFormat.format(new Date(year, month - 1, 1));
}
