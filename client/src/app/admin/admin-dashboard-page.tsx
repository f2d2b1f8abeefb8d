import { Button, Container, Group, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PaymentsTab } from '#features/billing/admin/payments-tab';
import { AddCategoryTab } from '#features/catalog/admin/add-category-tab';
import { AddServiceTab } from '#features/catalog/admin/add-service-tab';
import { CatalogTab } from '#features/catalog/admin/catalog-tab';
import { CitiesTab } from '#features/catalog/admin/cities-tab';
import { PendingRequestsTab } from '#features/catalog/admin/pending-requests-tab';
import { DisputesTab } from '#features/disputes/admin/disputes-tab';
import { TextCostsTab } from '#features/notifications/admin/text-costs-tab';
import { SitePagesTab } from '#features/site-pages/admin/site-pages-tab';
import { logoutOnServer } from '#lib/api-client';
import { paths } from '#lib/paths';
import { clearAdminToken } from '#lib/session';
import classes from './admin-dashboard.module.css';

const tabs = [
  { value: 'requests', label: 'admin.dashboard.tabRequests', Panel: PendingRequestsTab },
  { value: 'catalog', label: 'admin.dashboard.tabCatalog', Panel: CatalogTab },
  { value: 'add-category', label: 'admin.dashboard.tabAddCategory', Panel: AddCategoryTab },
  { value: 'add-service', label: 'admin.dashboard.tabAddService', Panel: AddServiceTab },
  { value: 'cities', label: 'admin.dashboard.tabCities', Panel: CitiesTab },
  { value: 'payments', label: 'admin.dashboard.tabPayments', Panel: PaymentsTab },
  { value: 'disputes', label: 'admin.dashboard.tabDisputes', Panel: DisputesTab },
  { value: 'pages', label: 'admin.dashboard.tabPages', Panel: SitePagesTab },
  { value: 'texts', label: 'notifications.costs.tab', Panel: TextCostsTab },
] as const;
type TabValue = (typeof tabs)[number]['value'];

const isTab = (value: string | null): value is TabValue => tabs.some((t) => t.value === value);

/**
 * The admin's home: category requests, the catalog and its additions, payments, disputes; one
 * tab each.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabValue = isTab(requested) ? requested : 'requests';
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
      {/* Hidden panels stay mounted (drafts survive a tab switch) but fetch only when shown. */}
      <Tabs value={active} onChange={choose} classNames={{ list: classes.list, tab: classes.tab }}>
        <Tabs.List ref={listRef} aria-label={t('admin.dashboard.sections')} mb="lg">
          {tabs.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value} data-tab={value}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
