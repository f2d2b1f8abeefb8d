/**
 * What a provider reads of a client's address before an offer of theirs is accepted: the area,
 * never the street or house number (decision 0045). The address is free text, so the area is
 * the last comma-separated part after the first, not counting the city or the country; the
 * first part is the street line. A part with a digit anywhere (a house, plot, block or sector
 * number: "Main Boulevard 45", "Flat5", "DHA Phase 5") or that names a house, street, road or
 * block is a street line too: the city shows rather than a street. An Islamabad sector
 * ("Sector G-9", "F-7/2") is a neighbourhood of thousands of homes: it shows. When no part is left, the city stands for the area.
 */
export function areaOf(address: string, city: string): string {
  const parts = address
    .split(/[,،]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const notPlace = (part: string) => same(part, city) || COUNTRY.some((name) => same(part, name));
  while (parts.length > 0 && notPlace(parts[parts.length - 1] ?? '')) parts.pop();
  const area = parts.length > 1 ? parts[parts.length - 1] : undefined;
  if (area === undefined) return city;
  return STREET_LINE.test(area) && !SECTOR.test(area) ? city : area;
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
const COUNTRY = ['Pakistan', 'پاکستان'];
const STREET_LINE =
  /[\d#٠-٩۰-۹]|\b(house|flat|apartment|apt|plot|street|st|road|rd|lane|avenue|gali|boulevard|block)\b|مکان|فلیٹ|گلی|سڑک|روڈ|سٹریٹ|اسٹریٹ|بلاک|(^|\s)نمبر/i;
const SECTOR = /^(sector\s+)?[a-i]-\d{1,2}(\/\d)?$/i;
