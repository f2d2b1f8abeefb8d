/**
 * What a provider reads of a client's address before an offer of theirs is accepted: the area,
 * never the street or house number (decision 0045). The address is free text, so the area is
 * the last comma-separated part after the first, not counting the city or the country; the
 * first part is the street line. A part that starts with a number or names a house, street or
 * road is a street line too. When no part is left, the city stands for the area.
 */
export function areaOf(address: string, city: string): string {
  const parts = address
    .split(/[,،]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const notPlace = (part: string) => same(part, city) || COUNTRY.some((name) => same(part, name));
  while (parts.length > 0 && notPlace(parts[parts.length - 1] ?? '')) parts.pop();
  const area = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return area === undefined || STREET_LINE.test(area) ? city : area;
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
const COUNTRY = ['Pakistan', 'پاکستان'];
const STREET_LINE =
  /^[\d#]|\b(house|flat|apartment|apt|plot|street|st|road|rd|lane|avenue|gali)\b|مکان|فلیٹ|گلی|سڑک|روڈ|(^|\s)نمبر/i;
