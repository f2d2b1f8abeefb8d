import { Code, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { ExportHeader } from '#components/ui/export-header';
import { CheckIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import { Typed } from '#components/ui/typed';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditEntry,
  type AuditTarget,
} from '#contracts/audit-log';
import { formatDayTime } from '#lib/format-date';
import { type AuditFilters, downloadAuditLog, useAuditLog } from '../api/admin-audit-log';

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
const isTarget = (value: string): value is AuditTarget =>
  (AUDIT_TARGETS as readonly string[]).includes(value);

/** A change as compact JSON (typed data: shown as written, in its own direction). */
const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** One side of a change, as JSON (typed data: left to right, wrapped anywhere). */
function Change({ label, value }: { label: string; value: unknown }) {
  const text = json(value);
  if (text === '') return null;
  return (
    <Text size="sm" mt={4}>
      {label}:{' '}
      <Code dir="ltr" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {text}
      </Code>
    </Text>
  );
}

/**
 * Every admin action, newest first (decision 0064): filtered by action, target and days, a
 * page at a time, and exported as CSV with the same filters.
 */
export function AuditLogTab() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const set = (key: keyof AuditFilters) => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? undefined }));

  return (
    <Stack gap="md">
      <ExportHeader
        title={t('admin.auditLog.title')}
        exportLabel={t('admin.auditLog.export')}
        failedText={t('admin.auditLog.exportFailed')}
        download={() => downloadAuditLog(filters)}
      />
      <Group align="end" gap="sm" wrap="wrap">
        <ChoiceSelect
          label={t('admin.auditLog.action')}
          placeholder={t('admin.auditLog.any')}
          clearable
          data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`admin.auditLog.actions.${a}`) }))}
          value={filters.action ?? null}
          onChange={set('action')}
          w={{ base: '100%', sm: 240 }}
        />
        <ChoiceSelect
          label={t('admin.auditLog.target')}
          placeholder={t('admin.auditLog.any')}
          clearable
          data={AUDIT_TARGETS.map((e) => ({ value: e, label: t(`admin.auditLog.targets.${e}`) }))}
          value={filters.target_entity ?? null}
          onChange={set('target_entity')}
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          label={t('admin.auditLog.targetId')}
          value={filters.target_id ?? ''}
          onChange={(e) => set('target_id')(e.currentTarget.value.trim() || null)}
          w={{ base: '100%', sm: 120 }}
        />
        <TextInput
          type="date"
          label={t('admin.auditLog.from')}
          value={filters.from ?? ''}
          onChange={(e) => set('from')(e.currentTarget.value || null)}
          w={{ base: '100%', sm: 170 }}
        />
        <TextInput
          type="date"
          label={t('admin.auditLog.to')}
          value={filters.to ?? ''}
          onChange={(e) => set('to')(e.currentTarget.value || null)}
          w={{ base: '100%', sm: 170 }}
        />
      </Group>
      <PagedQueryStates
        query={log}
        loading={
          <Skeleton
            height={240}
            role="status"
            aria-busy="true"
            aria-label={t('admin.auditLog.loading')}
          />
        }
        errorMessage={t('admin.auditLog.loadFailed')}
        empty={{
          icon: <CheckIcon size={28} />,
          title: t('admin.auditLog.emptyTitle'),
          description: t('admin.auditLog.emptyText'),
        }}
        what={t('admin.auditLog.loadMoreWhat')}
      >
        {(entries: AuditEntry[]) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((e) => (
              <Paper key={e.audit_id} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600}>
                    {isAction(e.action) ? t(`admin.auditLog.actions.${e.action}`) : e.action}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDayTime(Date.parse(e.created_at), i18n.language)}
                  </Text>
                </Group>
                <Text size="sm">
                  {t('admin.auditLog.admin')}: <Typed>{e.admin_username ?? `#${e.admin_id}`}</Typed>
                  {' · '}
                  {t('admin.auditLog.target')}:{' '}
                  {isTarget(e.target_entity)
                    ? t(`admin.auditLog.targets.${e.target_entity}`)
                    : e.target_entity}
                  {e.target_id !== null && (
                    <>
                      {' '}
                      <Typed>{e.target_id}</Typed>
                    </>
                  )}
                </Text>
                <Change label={t('admin.auditLog.before')} value={e.before} />
                <Change label={t('admin.auditLog.after')} value={e.after} />
              </Paper>
            ))}
          </Stack>
        )}
      </PagedQueryStates>
    </Stack>
  );
}
