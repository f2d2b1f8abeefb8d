import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEFAULT_CURRENCY, formatMoney } from '../../../contracts/money';
import { appSettings } from '../../../contracts/orders';
import { apiGet } from './api-client';

const settingsKey = ['settings'] as const;

/** The product's display currency from GET /settings (asked once per visit), e.g. 'PKR'. */
export function useCurrency(): string {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async () => appSettings.parse(await apiGet<unknown>('/settings', 'none')),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return settings.data?.currency ?? DEFAULT_CURRENCY;
}

/** A formatter for amounts in major units in the product's currency: 1500 -> 'Rs 1,500.00'. */
export function useMoney(): (amount: number) => string {
  const currency = useCurrency();
  return useCallback((amount: number) => formatMoney(amount, currency), [currency]);
}
