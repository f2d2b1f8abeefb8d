import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { LabelledValue } from '#components/ui/labelled-value';
import { Typed } from '#components/ui/typed';
import type { PriceGuide } from '#contracts/price-guides';
import type { FeedRequest } from '#contracts/requests';
import { PriceGuideNote } from '#features/price-guides/shared/price-guide-note';
import { formatDay } from '#lib/format-date';
import { WhenValue } from '../shared/when-value';
import { ClampedDescription } from './clamped-description';

type Props = {
  request: FeedRequest;
  /** What the service usually costs in the city (decision 0083), when enough orders say. */
  priceGuide?: PriceGuide;
  /** True while this card's chat is being opened. */
  opening: boolean;
  /** Another card's chat is being opened. */
  busy: boolean;
  onMessage: (request: FeedRequest) => void;
  onViewAttachment: (request: FeedRequest) => void;
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Typed>{value}</Typed>
      </Text>
    </div>
  );
}

/** One open request in the provider's feed, with a way to message the client. */
export function FeedRequestCard({
  request,
  priceGuide,
  opening,
  busy,
  onMessage,
  onViewAttachment,
}: Props) {
  const { t } = useTranslation();
  const headingId = `request-${request.request_id}-client`;
  return (
    <Card component="article" aria-labelledby={headingId} withBorder shadow="sm" padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 10rem' }}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <Typed>{request.client_name}</Typed>
            </Title>
            {request.direct && (
              <Badge
                color="grape"
                variant="filled"
                tt="none"
                mt={4}
                title={t('providers.publicPage.direct.markerNote')}
              >
                {t('providers.publicPage.direct.marker')}
              </Badge>
            )}
            {request.repeat_jobs > 0 && (
              <Badge color="teal" variant="light" tt="none" mt={4} ms={request.direct ? 4 : 0}>
                {t('requests.card.repeatClient', { job: request.repeat_jobs + 1 })}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              <Trans
                i18nKey="requests.card.requested"
                values={{ date: formatDay(request.request_date) }}
                components={{ time: <time dateTime={request.request_date} /> }}
              />
            </Text>
          </div>
          {/* A long service name wraps inside its badge (a Badge truncates by default). */}
          <Badge
            variant="light"
            maw="100%"
            h="auto"
            py={4}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}
          >
            {request.service_name}
          </Badge>
        </Group>
        <PriceGuideNote guide={priceGuide} />
        <ClampedDescription text={request.description} />
        <Group gap="lg" align="flex-start" grow>
          <Detail label={t('requests.card.city')} value={request.city} />
          <Detail label={t('requests.card.area')} value={request.address} />
        </Group>
        {request.when && (
          <LabelledValue label={t('requests.when.label')}>
            <WhenValue when={request.when} />
            {request.outside_hours && (
              <Text component="span" size="sm" c="dimmed" fs="italic" ms="xs">
                ({t('requests.card.outsideHours')})
              </Text>
            )}
          </LabelledValue>
        )}
        <Group gap="sm" mt="auto" pt="xs">
          <Button
            w={{ base: '100%', xs: 'auto' }}
            onClick={() => onMessage(request)}
            loading={opening}
            disabled={busy && !opening}
            aria-describedby={headingId}
          >
            {t('requests.card.sendMessage')}
          </Button>
          {request.image && (
            <Button
              w={{ base: '100%', xs: 'auto' }}
              variant="default"
              onClick={() => onViewAttachment(request)}
              aria-describedby={headingId}
            >
              {t('requests.card.viewAttachment')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
