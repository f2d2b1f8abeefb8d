/** The admin's Numbers rollups (migration 0041, decision 0070), written by the `numbers` job. */

/** Per Asia/Karachi day x city x service. */
export interface NumbersCellsTable {
  /** YYYY-MM-DD (both drivers return dates as text). */
  day: string;
  city_id: number;
  service_id: number;
  requests: number;
  filled_48h: number;
  offered_48h: number;
  first_offer_buckets: number[];
  accepted_orders: number;
  accepted_value_minor: number;
}

/** Per day, all cities and services, with the day's fees. */
export interface NumbersDaysTable {
  day: string;
  requests: number;
  filled_48h: number;
  offered_48h: number;
  first_offer_buckets: number[];
  accepted_orders: number;
  accepted_value_minor: number;
  fees_billed_minor: number;
  fees_collected_minor: number;
}

export interface NumbersSupplyTable {
  city_id: number;
  service_id: number;
  providers: number;
  requests_7d: number;
  requests_30d: number;
  requests_90d: number;
}

export interface NumbersSnapshotTable {
  id: number;
  computed_at: Date;
  overdue_invoices: number;
  overdue_minor: number;
  overdue_providers: number;
}
