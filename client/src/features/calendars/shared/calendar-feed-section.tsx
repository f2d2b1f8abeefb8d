import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { formatDay } from '#lib/format-date';
import { useCalendarFeed, useMakeCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/** A calendar app subscribes with webcal:, the same address with its own scheme. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The settings' calendar link (decision 0079): made, shown once with Copy and "Open in my
 * calendar app", made again (the old one stops) or stopped.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const heading = useId();
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // The link as made in this visit: the server keeps only its hash.
  const [shown, setShown] = useState<string | null>(null);
  const createdAt = feed.data?.created_at ?? null;
  const busy = make.isPending || revoke.isPending;
  const failed = make.isError || revoke.isError;

  const onMake = () => make.mutate(undefined, { onSuccess: (made) => setShown(made.url) });
  const onRevoke = () => revoke.mutate(undefined, { onSuccess: () => setShown(null) });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={heading}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id={heading}>
          {t('orders.calendar.feedTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('orders.calendar.feedIntro')}
        </Text>
        {feed.isPending ? (
          <Skeleton height={36} width="60%" role="status" aria-busy="true" />
        ) : feed.isError ? (
          <FormAlert message={t('orders.calendar.feedFailed')} />
        ) : (
          <>
            {shown && createdAt ? (
              <Stack gap="xs" w="100%">
                <TextInput
                  label={t('orders.calendar.feedLinkLabel')}
                  value={shown}
                  readOnly
                  dir="ltr"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Text size="sm" role="status">
                  {t('orders.calendar.feedShownOnce')}
                </Text>
                <Group gap="sm">
                  <CopyButton value={shown}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="light" onClick={copy}>
                        {copied ? t('orders.calendar.feedCopied') : t('orders.calendar.feedCopy')}
                      </Button>
                    )}
                  </CopyButton>
                  <Anchor href={webcal(shown)} size="sm">
                    {t('orders.calendar.feedSubscribe')}
                  </Anchor>
                </Group>
              </Stack>
            ) : (
              <Text size="sm">
                {createdAt
                  ? t('orders.calendar.feedOn', { date: formatDay(createdAt) })
                  : revoke.isSuccess
                    ? t('orders.calendar.feedRevoked')
                    : t('orders.calendar.feedOff')}
              </Text>
            )}
            {createdAt && (
              <Text size="xs" c="dimmed">
                {t('orders.calendar.feedRemakeNote')}
              </Text>
            )}
            <Group gap="sm">
              <Button size="sm" onClick={onMake} loading={make.isPending} disabled={busy}>
                {createdAt ? t('orders.calendar.feedRemake') : t('orders.calendar.feedMake')}
              </Button>
              {createdAt && (
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  onClick={onRevoke}
                  loading={revoke.isPending}
                  disabled={busy}
                >
                  {t('orders.calendar.feedRevoke')}
                </Button>
              )}
            </Group>
            <FormAlert message={failed ? t('orders.calendar.feedFailed') : null} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
