/** Prices with how many orders were accepted at each, sorted by price. */
export type PriceCounts = readonly { price_minor: number; orders: number }[];

/**
 * The `p` percentile (0..1) of the prices, each repeated its count of times, interpolated
 * between the two nearest ranks as PostgreSQL's `percentile_cont` does; whole minor units.
 */
export function percentile(prices: PriceCounts, p: number): number {
  const total = prices.reduce((n, row) => n + row.orders, 0);
  if (total === 0) throw new Error('percentile of no prices');
  const rank = p * (total - 1);
  const below = Math.floor(rank);
  const lower = priceAtRank(prices, below);
  const upper = priceAtRank(prices, Math.ceil(rank));
  return Math.round(lower + (upper - lower) * (rank - below));
}

/** The price at 0-based `rank` of the expanded, sorted list. */
function priceAtRank(prices: PriceCounts, rank: number): number {
  let seen = 0;
  for (const row of prices) {
    seen += row.orders;
    if (rank < seen) return row.price_minor;
  }
  throw new Error(`rank ${rank} past the prices`);
}
