/** What a filing is compared on when its `Idempotency-Key` was seen before. */
export type Filing = {
  service_id: number;
  city_id: number;
  description: string;
  address: string;
  when_kind?: string | null;
  slot_start?: Date | null;
  slot_end?: Date | null;
};

const sameInstant = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Whether a second send with the same key asks for what the first filed: the same service,
 * city, words and time (decision 0074); anything else is the key reused for another request.
 */
export function sameFiling(earlier: Filing, now: Filing): boolean {
  return (
    earlier.service_id === now.service_id &&
    earlier.city_id === now.city_id &&
    earlier.description === now.description &&
    earlier.address === now.address &&
    (earlier.when_kind ?? null) === (now.when_kind ?? null) &&
    sameInstant(earlier.slot_start, now.slot_start) &&
    sameInstant(earlier.slot_end, now.slot_end)
  );
}
