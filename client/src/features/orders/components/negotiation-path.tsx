import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { NegotiationStep } from '#contracts/offers';
import { text } from '#lib/i18n';
import { useMoney } from '#lib/use-currency';

/** The words of an offer's outcome when it ended the step (superseded ones lead to the next). */
const OUTCOME = {
  accepted: 'orders.negotiation.accepted',
  declined: 'orders.negotiation.declined',
  withdrawn: 'orders.negotiation.withdrawn',
  expired: 'orders.negotiation.expired',
} as const;

/**
 * The path to the price, e.g. ['Rs 5,000.00 offered', 'Rs 4,200.00 countered', 'accepted']:
 * each offer of the winning chat, oldest first, and how it ended unless a newer one replaced
 * it. An offer answering the other party's is "countered".
 */
export function negotiationPath(steps: NegotiationStep[], money: (n: number) => string): string[] {
  const parts: string[] = [];
  steps.forEach((step, i) => {
    const previous = steps[i - 1];
    const countered =
      previous !== undefined &&
      previous.made_by !== step.made_by &&
      previous.status === 'superseded';
    const price = money(step.price);
    parts.push(
      countered
        ? text('orders.negotiation.countered', { price })
        : text('orders.negotiation.offered', { price }),
    );
    const outcome = step.status in OUTCOME ? OUTCOME[step.status as keyof typeof OUTCOME] : null;
    if (outcome) parts.push(text(outcome));
  });
  return parts;
}

/** An accepted or completed order's path to its price; nothing before an offer won. */
export function NegotiationPath({ steps }: { steps: NegotiationStep[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (steps.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('orders.negotiation.title')}
      </Text>
      <Text size="sm">
        {negotiationPath(steps, money).map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <Fragment key={i}>
            {i > 0 && ' · '}
            <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
          </Fragment>
        ))}
      </Text>
    </div>
  );
}
