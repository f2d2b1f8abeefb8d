import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRICE_GUIDE_DAYS } from '#contracts/price-guide-numbers';
import type { PriceGuide } from '#contracts/price-guides';
import { drawnText } from '#lib/drawn-texts';
import { useMoney } from '#lib/use-currency';
import { intlLocaleOf, isLanguage } from '#locales/languages';

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
  const { t, i18n } = useTranslation();
  const money = useMoney();
  if (!guide) return null;
  const locale = intlLocaleOf(isLanguage(i18n.language) ? i18n.language : 'en');
  const count = (n: number) =>
    drawnText('count', locale, n, () => new Intl.NumberFormat(locale).format(n));
  const params = { orders: count(guide.orders), days: count(PRICE_GUIDE_DAYS) };
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
