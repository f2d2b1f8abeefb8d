import { paths } from '#lib/paths';

/** The request form's query parameter naming a direct request's provider (decision 0065). */
export const DIRECT_PROVIDER_PARAM = 'provider';

/** The request form addressed to one provider (a direct request, decision 0065). */
export const directRequestForm = (
  categoryId: number | string,
  serviceId: number | string,
  spId: number,
) => `${paths.requestForm(categoryId, serviceId)}?${DIRECT_PROVIDER_PARAM}=${spId}`;
