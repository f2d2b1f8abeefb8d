import { SimpleGrid, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { PendingRequest } from '#contracts/requests';
import { formatDay } from '#lib/format-date';

/** The chosen request's service, description, address, city and date. */
export function RequestDetails({ request }: { request: PendingRequest }) {
  const rows: [string, string][] = [
    ['Service', request.name],
    ['Description', request.description],
    ['Address', request.address],
    ['City', request.city],
    ['Date', formatDay(request.request_date)],
  ];
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
            {value}
          </Text>
        </Fragment>
      ))}
    </SimpleGrid>
  );
}
