import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRICE_GUIDE_DAYS } from '#contracts/price-guide-numbers';
import type { PriceGuide } from '#contracts/price-guides';
import { formatCount } from '#lib/format-count';
import { useMoney } from '#lib/use-currency';

type Props = {
  guide: PriceGuide | undefined;
  /** The city's name, said in the full note; the short one (cards) leaves it out. */
  city?: string;
};

/**
 * "Usually Rs 1,500 – Rs 2,500": the middle half of the prices accepted for the service in
 * the city (decision 0083), in the reader's numerals; nothing without a guide.
 */
export function PriceGuideNote({ guide, city }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!guide) return null;
  const params = { orders: formatCount(guide.orders), days: formatCount(PRICE_GUIDE_DAYS) };
  return (
    <Text size="sm" data-testid="price-guide">
      <Text span fw={600}>
        {t('providers.priceGuide.range', { low: money(guide.low), high: money(guide.high) })}
      </Text>{' '}
      <Text span size="xs" c="dimmed">
        {city === undefined
          ? t('providers.priceGuide.basisShort', params)
          : t('providers.priceGuide.basis', { ...params, city })}
      </Text>
    </Text>
  );
}
