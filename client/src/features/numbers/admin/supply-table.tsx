import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import type { NumbersSupply } from '#contracts/numbers';
import type { NumberFormats } from './formats';

/** Supply and demand per city and service, most requested first (a table on every screen). */
export function SupplyTable({ rows, f }: { rows: NumbersSupply[]; f: NumberFormats }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="numbers-supply">
      <Title order={3} size="h5" id="numbers-supply">
        {t('numbers.supply.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('numbers.supply.hint')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">{t('numbers.supply.empty')}</Text>
      ) : (
        <Table striped data-table="supply">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('numbers.supply.city')}</Table.Th>
              <Table.Th scope="col">{t('numbers.supply.service')}</Table.Th>
              <Table.Th scope="col">{t('numbers.supply.providers')}</Table.Th>
              <Table.Th scope="col">{t('numbers.supply.requests')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.city_id}-${r.service_id}`}>
                <Table.Td>
                  <Typed>{r.city}</Typed>
                </Table.Td>
                <Table.Td>
                  <Typed>{r.service}</Typed>
                </Table.Td>
                <Table.Td>{f.count(r.providers)}</Table.Td>
                <Table.Td>{f.count(r.requests)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
