import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CheckIcon, ClockIcon } from '#components/ui/icons';
import { useAppSettings } from '#lib/use-currency';
import { type CaseStatus, useDisputeCases, useStaleOrders } from '../api/admin-disputes';
import { DisputeCaseList } from './dispute-case-list';
import { DisputeCaseRow } from './dispute-case-row';
import { DisputeDetailView } from './dispute-detail';
import { ResolveStaleModal, type StaleChoice } from './resolve-stale-modal';

/** The address parameter of the dispute open in the tab (?tab=disputes&dispute=12). */
const DISPUTE_PARAM = 'dispute';

const isStatus = (v: string): v is CaseStatus => v === 'open' || v === 'resolved';

/**
 * The admin's Disputes tab: open (or resolved) disputes, then stale orders, each a page at a
 * time. A dispute opens in place with everything needed to decide it.
 */
export function DisputesTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get(DISPUTE_PARAM) ?? '');
  const [status, setStatus] = useState<CaseStatus>('open');
  const [stale, setStale] = useState<StaleChoice | null>(null);
  const cases = useDisputeCases(status);
  const staleOrders = useStaleOrders();
  const { staleAdminDays } = useAppSettings();

  const show = (disputeId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (disputeId === null) next.delete(DISPUTE_PARAM);
        else next.set(DISPUTE_PARAM, String(disputeId));
        return next;
      },
      { replace: false },
    );

  if (Number.isInteger(opened) && opened > 0) {
    return <DisputeDetailView disputeId={opened} onBack={() => show(null)} />;
  }

  return (
    <Stack gap="xl">
      <section aria-labelledby="disputes-heading">
        <Group justify="space-between" align="center" gap="sm" mb="sm">
          <Title order={2} size="h3" id="disputes-heading">
            {status === 'open' ? t('admin.disputes.openTitle') : t('admin.disputes.resolvedTitle')}
          </Title>
          <SegmentedControl
            aria-label={t('admin.disputes.which')}
            value={status}
            onChange={(v) => isStatus(v) && setStatus(v)}
            data={[
              { value: 'open', label: t('admin.disputes.open') },
              { value: 'resolved', label: t('admin.disputes.resolved') },
            ]}
          />
        </Group>
        <DisputeCaseList
          query={cases}
          what={status === 'open' ? t('admin.disputes.openWhat') : t('admin.disputes.resolvedWhat')}
          errorMessage={t('admin.disputes.loadFailed')}
          empty={{
            icon: <CheckIcon size={28} />,
            title:
              status === 'open'
                ? t('admin.disputes.emptyOpenTitle')
                : t('admin.disputes.emptyResolvedTitle'),
            description:
              status === 'open'
                ? t('admin.disputes.emptyOpenText')
                : t('admin.disputes.emptyResolvedText'),
          }}
        >
          {(item) => (
            <DisputeCaseRow
              key={`${item.kind}-${item.dispute_id ?? item.request_id}`}
              item={item}
              onOpen={(c) => c.dispute_id !== null && show(c.dispute_id)}
            />
          )}
        </DisputeCaseList>
      </section>

      <section aria-labelledby="stale-heading">
        <Title order={2} size="h3" id="stale-heading">
          {t('admin.disputes.staleTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.disputes.staleIntro', { days: staleAdminDays })}
        </Text>
        <DisputeCaseList
          query={staleOrders}
          what={t('admin.disputes.staleWhat')}
          errorMessage={t('admin.disputes.staleFailed')}
          empty={{
            icon: <ClockIcon size={28} />,
            title: t('admin.disputes.staleEmptyTitle'),
            description: t('admin.disputes.staleEmptyText', { days: staleAdminDays }),
          }}
        >
          {(item) => (
            <DisputeCaseRow
              key={`${item.kind}-${item.request_id}`}
              item={item}
              onResolveStale={(c, outcome) => setStale({ item: c, outcome })}
            />
          )}
        </DisputeCaseList>
      </section>
      <ResolveStaleModal choice={stale} onClose={() => setStale(null)} />
    </Stack>
  );
}
