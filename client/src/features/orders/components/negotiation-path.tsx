import { Text } from '@mantine/core';
import { Fragment } from 'react';
import type { NegotiationStep } from '#contracts/offers';
import { useMoney } from '#lib/use-currency';

/** The words of an offer's outcome when it ended the step (superseded ones lead to the next). */
const OUTCOME: Partial<Record<NegotiationStep['status'], string>> = {
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
  expired: 'expired',
};

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
    parts.push(`${money(step.price)} ${countered ? 'countered' : 'offered'}`);
    const outcome = OUTCOME[step.status];
    if (outcome) parts.push(outcome);
  });
  return parts;
}

/** An accepted or completed order's path to its price; nothing before an offer won. */
export function NegotiationPath({ steps }: { steps: NegotiationStep[] }) {
  const money = useMoney();
  if (steps.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        How the price was agreed
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
