import { Button, Container, Group, Skeleton, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '#components/ui/load-error';
import { AdminsTab } from '#features/admins/admin/admins-tab';
import { NotForYourRole } from '#features/admins/admin/not-for-your-role';
import { useAdminMe } from '#features/admins/api/admin-team';
import { CATALOG, FINANCE, MODERATION, mayUse } from '#features/admins/shared/tab-roles';
import { AuditLogTab } from '#features/audit-log/admin/audit-log-tab';
import { PaymentsTab } from '#features/billing/admin/payments-tab';
import { AddCategoryTab } from '#features/catalog/admin/add-category-tab';
import { AddServiceTab } from '#features/catalog/admin/add-service-tab';
import { CatalogTab } from '#features/catalog/admin/catalog-tab';
import { CitiesTab } from '#features/catalog/admin/cities-tab';
import { PendingRequestsTab } from '#features/catalog/admin/pending-requests-tab';
import { DisputesTab } from '#features/disputes/admin/disputes-tab';
import { IdChecksTab } from '#features/id-checks/admin/id-checks-tab';
import { ModerationTab } from '#features/moderation/admin/moderation-tab';
import { TextCostsTab } from '#features/notifications/admin/text-costs-tab';
import { NumbersTab } from '#features/numbers/admin/numbers-tab';
import { OverdueTab } from '#features/overdue/admin/overdue-tab';
import { LazySynonymsTab } from '#features/search/admin/lazy-synonyms-tab';
import { SitePagesTab } from '#features/site-pages/admin/site-pages-tab';
import { UsersTab } from '#features/users/admin/users-tab';
import { logoutOnServer } from '#lib/api-client';
import { paths } from '#lib/paths';
import { clearAdminToken } from '#lib/session';
import classes from './admin-dashboard.module.css';

const tabs = [
  {
    value: 'requests',
    label: 'admin.dashboard.tabRequests',
    Panel: PendingRequestsTab,
    roles: CATALOG,
  },
  { value: 'catalog', label: 'admin.dashboard.tabCatalog', Panel: CatalogTab, roles: CATALOG },
  {
    value: 'add-category',
    label: 'admin.dashboard.tabAddCategory',
    Panel: AddCategoryTab,
    roles: CATALOG,
  },
  {
    value: 'add-service',
    label: 'admin.dashboard.tabAddService',
    Panel: AddServiceTab,
    roles: CATALOG,
  },
  { value: 'cities', label: 'admin.dashboard.tabCities', Panel: CitiesTab, roles: CATALOG },
  { value: 'payments', label: 'admin.dashboard.tabPayments', Panel: PaymentsTab, roles: FINANCE },
  { value: 'overdue', label: 'admin.dashboard.tabOverdue', Panel: OverdueTab, roles: FINANCE },
  {
    value: 'disputes',
    label: 'admin.dashboard.tabDisputes',
    Panel: DisputesTab,
    roles: MODERATION,
  },
  {
    value: 'moderation',
    label: 'moderation.queue.title',
    Panel: ModerationTab,
    roles: MODERATION,
  },
  { value: 'id-checks', label: 'idChecks.admin.heading', Panel: IdChecksTab, roles: MODERATION },
  { value: 'pages', label: 'admin.dashboard.tabPages', Panel: SitePagesTab, roles: CATALOG },
  {
    value: 'search-words',
    label: 'providers.search.synonyms.tab',
    Panel: LazySynonymsTab,
    roles: CATALOG,
  },
  { value: 'texts', label: 'notifications.costs.tab', Panel: TextCostsTab, roles: FINANCE },
  { value: 'numbers', label: 'numbers.tab', Panel: NumbersTab, roles: FINANCE },
  { value: 'audit-log', label: 'admin.dashboard.tabAuditLog', Panel: AuditLogTab },
  { value: 'admins', label: 'admins.tab', Panel: AdminsTab },
  { value: 'users', label: 'users.desk.tab', Panel: UsersTab, roles: MODERATION },
] as const;
type TabValue = (typeof tabs)[number]['value'];

const isTab = (value: string | null): value is TabValue => tabs.some((t) => t.value === value);

/**
 * The admin's home: category requests, the catalog and its additions, payments, disputes, the
 * audit log; one tab each.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Only the tabs the signed-in admin's role may use (decision 0072); a link to another tab
  // shows that it is not for this role.
  const me = useAdminMe();
  const role = me.data?.role;
  const visible = tabs.filter((tab) => mayUse(tab, role));
  const active: TabValue = isTab(requested) ? requested : (visible[0]?.value ?? 'requests');
  const forbidden = role !== undefined && !visible.some((tab) => tab.value === active);
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tab row scrolls: keep the chosen tab in sight (e.g. after a reload).
  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const logout = () => {
    logoutOnServer('admin');
    clearAdminToken();
    queryClient.clear();
    navigate(paths.adminLogin, { replace: true });
  };

  const choose = (value: string | null) => {
    if (isTab(value)) setParams({ tab: value }, { replace: true });
  };

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="center" mb="lg">
        <Title order={1}>{t('admin.dashboard.title')}</Title>
        <Button variant="default" onClick={logout}>
          {t('admin.dashboard.logout')}
        </Button>
      </Group>
      {me.isPending && <Skeleton height={36} mb="lg" aria-hidden />}
      {me.isError && (
        <LoadError message={t('admins.meLoadFailed')} onRetry={() => void me.refetch()} />
      )}
      {/* Hidden panels stay mounted (drafts survive a tab switch) but fetch only when shown. */}
      <Tabs value={active} onChange={choose} classNames={{ list: classes.list, tab: classes.tab }}>
        <Tabs.List ref={listRef} aria-label={t('admin.dashboard.sections')} mb="lg">
          {visible.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value} data-tab={value}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {visible.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
      {forbidden && <NotForYourRole role={role} />}
    </Container>
  );
}
