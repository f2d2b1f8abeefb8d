import { paths } from '#lib/paths';

/** The request form's query parameter naming a direct request's provider (decision 0065). */
export const DIRECT_PROVIDER_PARAM = 'provider';

/** The request form addressed to one provider (a direct request, decision 0065). */
export const directRequestForm = (
  categoryId: number | string,
  serviceId: number | string,
  spId: number,
) => `${paths.requestForm(categoryId, serviceId)}?${DIRECT_PROVIDER_PARAM}=${spId}`;

/** The request form's query parameter naming the order "Hire again" fills it from (decision 0081). */
export const AGAIN_PARAM = 'again';

/**
 * "Hire again" (decision 0081): the form of the order's service addressed to its provider, filled
 * from the order, which the form reads by the id in the link (so a reload keeps it).
 */
export const hireAgainForm = (order: {
  request_id: number;
  category_id: number;
  service_id: number;
  sp_id: number;
}) =>
  `${directRequestForm(order.category_id, order.service_id, order.sp_id)}&${AGAIN_PARAM}=${order.request_id}`;
