import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferChange, OfferScope } from '#contracts/offer-scope';
import { currentIntlLocale } from '#lib/i18n';
import { formatDuration } from './offer-duration';

const CHANGE_KEYS = {
  price: 'chat.scope.changes.price',
  slot: 'chat.scope.changes.slot',
  included: 'chat.scope.changes.included',
  duration: 'chat.scope.changes.duration',
} as const;

type Props = {
  scope: OfferScope | null;
  /** A counter's changes against the offer it answered; none for a first offer or an order. */
  changed?: OfferChange[] | null;
};

/**
 * What an offer or order includes and its estimated time (decision 0086), and for a counter
 * what it changed: "Changed: price and estimated time". Nothing when there is nothing to say.
 */
export function OfferScopeLines({ scope, changed }: Props) {
  const { t } = useTranslation();
  const changes = changed ?? [];
  if (!scope && changes.length === 0) return null;
  const list = new Intl.ListFormat(currentIntlLocale(), { style: 'long', type: 'conjunction' });
  return (
    <>
      {scope?.included && (
        <div>
          <Text size="xs" c="dimmed">
            {t('chat.scope.includedRead')}
          </Text>
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {scope.included}
          </Text>
        </div>
      )}
      {scope?.duration_minutes && (
        <div>
          <Text size="xs" c="dimmed">
            {t('chat.scope.duration')}
          </Text>
          <Text size="sm" fw={600}>
            {formatDuration(scope.duration_minutes)}
          </Text>
        </div>
      )}
      {changes.length > 0 && (
        <Text size="xs" c="dimmed" fw={700}>
          {t('chat.scope.changed', { list: list.format(changes.map((c) => t(CHANGE_KEYS[c]))) })}
        </Text>
      )}
    </>
  );
}

/** An order's agreed scope (its accepted offer's), titled; nothing when it has none. */
export function AgreedScope({ scope }: { scope: OfferScope | null }) {
  const { t } = useTranslation();
  if (!scope) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('chat.scope.agreed')}>
      <Text size="sm" fw={700}>
        {t('chat.scope.agreed')}
      </Text>
      <OfferScopeLines scope={scope} />
    </Stack>
  );
}
