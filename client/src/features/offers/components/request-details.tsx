import { SimpleGrid, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { PendingRequest } from '#contracts/requests';
import { formatWhen } from '#features/requests/shared/format-when';
import { formatDay } from '#lib/format-date';

/** The chosen request's service, description, address, city, date and when it is wanted. */
export function RequestDetails({ request }: { request: PendingRequest }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('chat.request.service'), request.name],
    [t('chat.request.description'), request.description],
    [t('chat.request.address'), request.address],
    [t('chat.request.city'), request.city],
    [t('chat.request.date'), formatDay(request.request_date)],
  ];
  if (request.when) rows.push([t('requests.when.label'), formatWhen(request.when, Date.now())]);
  return (
    <SimpleGrid
      component="dl"
      cols={2}
      spacing="xs"
      verticalSpacing={4}
      m={0}
      style={{ gridTemplateColumns: 'max-content 1fr' }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            <Typed>{value}</Typed>
          </Text>
        </Fragment>
      ))}
    </SimpleGrid>
  );
}
