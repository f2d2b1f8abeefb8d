import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { UserType } from '#contracts/auth';
import type { ChatMessage } from '#contracts/chat';
import { WhenValue } from '#features/requests/shared/when-value';
import { formatDayTime, formatMoment, formatUntil } from '#lib/format-date';
import { useMoney } from '#lib/use-currency';
import { OfferActions } from '../components/offer-actions';
import { OfferStatusBadge } from '../components/offer-status-badge';
import classes from './offer-bubble.module.css';
import { OfferScopeLines } from './offer-scope-lines';
import type { OfferView } from './offer-view';

type Props = {
  message: ChatMessage;
  viewer: UserType;
  /** The other party's name. */
  otherName: string;
  view: OfferView;
  now: number;
};

/**
 * An offer in the chat as a card: what it is for, who offered which price, its state, when a
 * pending one expires, and what the viewer can do with it (offer-actions).
 */
export function OfferBubble({ message, viewer, otherName, view, now }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const summaryId = useId();
  const own = message.sender_type === viewer;
  const kind = view.counter ? t('chat.offer.counter') : t('chat.offer.request');
  const service = message.service_name ?? t('chat.offer.service');
  const price = message.price === null ? null : money(message.price);
  const live = view.status === 'pending' && message.offer_id !== null;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'}>
      <Paper
        component="article"
        aria-labelledby={summaryId}
        withBorder
        radius="lg"
        p="sm"
        shadow="xs"
        className={classes.offer}
      >
        <VisuallyHidden id={summaryId}>
          {price
            ? t('chat.offer.summaryWithPrice', { kind, service, price })
            : t('chat.offer.summary', { kind, service })}
        </VisuallyHidden>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" aria-hidden>
              {kind}
            </Text>
            <OfferStatusBadge status={view.status} replaced={view.replaced} />
          </Group>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {service}
          </Text>
          {view.first && message.description && (
            <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }} dir="auto">
              {message.description}
            </Text>
          )}
          {view.first && message.address && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} dir="auto">
              {message.address}
            </Text>
          )}
          {price && (
            <div>
              <Text size="xs" c="dimmed">
                {own
                  ? t('chat.offer.youOffered')
                  : t('chat.offer.theyOffered', { name: otherName })}
              </Text>
              <Text fw={800} size="lg" c="navy.9" lh={1.3}>
                {price}
              </Text>
            </div>
          )}
          {message.slot && (
            <div>
              <Text size="xs" c="dimmed">
                {t('chat.slot.proposed')}
              </Text>
              <Text size="sm" fw={600}>
                <WhenValue when={{ kind: 'range', ...message.slot }} />
              </Text>
            </div>
          )}
          <OfferScopeLines scope={message.scope} changed={message.changed} />
          {live && message.expires_at !== null && (
            <Expiry expiresAt={message.expires_at} now={now} />
          )}
          {live && (
            <OfferActions
              message={message}
              viewer={viewer}
              otherName={otherName}
              counter={view.counter}
              describedBy={summaryId}
            />
          )}
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed">
        {formatMoment(message.created_at)}
      </Text>
    </Stack>
  );
}

/** 'Expires in 2 days', with the exact moment for those who hover or read it out. */
function Expiry({ expiresAt, now }: { expiresAt: number; now: number }) {
  return (
    <Text size="xs" c="dimmed">
      <Trans
        i18nKey="chat.offer.expires"
        values={{ when: formatUntil(expiresAt, now) }}
        components={{
          time: (
            <time dateTime={new Date(expiresAt).toISOString()} title={formatDayTime(expiresAt)} />
          ),
        }}
      />
    </Text>
  );
}
