import { z } from 'zod';
import { idString } from './common';
import { PRICE_GUIDE_MAX_SERVICES } from './price-guide-numbers';

export {
  PRICE_GUIDE_DAYS,
  PRICE_GUIDE_MAX_SERVICES,
  PRICE_GUIDE_MIN_ORDERS,
} from './price-guide-numbers';

const serviceIdList = z
  .string()
  .regex(
    new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${PRICE_GUIDE_MAX_SERVICES - 1}}$`),
    'common.validation.wholeNumber',
  )
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((id) => idString.safeParse(String(id)).success), {
    message: 'common.validation.wholeNumber',
  });

/** `GET /api/price-guides?city_id=2&service_ids=1,3`. */
export const priceGuideQuery = z.object({
  city_id: idString,
  service_ids: serviceIdList,
});
export type PriceGuideQuery = z.output<typeof priceGuideQuery>;

export const priceGuide = z.object({
  service_id: z.number().int(),
  city_id: z.number().int(),
  /** The 25th and 75th percentiles of the accepted prices, in major units. */
  low: z.number(),
  high: z.number(),
  /** Orders accepted in the window. */
  orders: z.number().int(),
});
export type PriceGuide = z.infer<typeof priceGuide>;

/** Only the services with a guide: fewer than PRICE_GUIDE_MIN_ORDERS orders show none. */
export const priceGuideList = z.object({ guides: z.array(priceGuide) });
export type PriceGuideList = z.infer<typeof priceGuideList>;
