/** How many orders were accepted at one price, for one service, city and day (decision 0083). */
export interface PriceGuideDaysTable {
  service_id: number;
  city_id: number;
  /** The UTC day the offer was accepted. */
  day: string;
  price_minor: number;
  orders: number;
}

/** A service and city's guide as computed on `day`; percentiles null under 5 orders. */
export interface PriceGuidesTable {
  service_id: number;
  city_id: number;
  day: string;
  orders: number;
  low_minor: number | null;
  high_minor: number | null;
}
