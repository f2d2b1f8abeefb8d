import { Box, Container, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IdCheckCard } from '#features/id-checks/shared/id-check-card';
import { AddServicesTab } from '../components/add-services-tab';
import { PortfolioSection } from '../components/portfolio-section';
import { ProfileTab } from '../components/profile-tab';
import classes from '../components/profile-tabs.module.css';
import { ServicesOfferedTab } from '../components/services-offered-tab';
import { WorkingHoursTab } from '../components/working-hours-tab';

const tabs = ['profile', 'services', 'add', 'hours'] as const;
type Tab = (typeof tabs)[number];

const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** /SpProfile: the provider's details, the services offered, adding more, its working hours. */
export function ProviderProfilePage() {
  // The open tab lives in the address (?tab=services), so it survives a reload and can be linked.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const openTab = (next: string | null) => {
    if (!isTab(next)) return;
    setParams(next === 'profile' ? {} : { tab: next }, { replace: true });
  };

  const { t } = useTranslation();
  return (
    <Box bg="gray.0" mih="calc(100dvh - 64px)">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('providers.profilePage.title')}
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          {t('providers.profilePage.intro')}
        </Text>
        <Tabs
          value={tab}
          onChange={openTab}
          keepMounted={false}
          classNames={{ list: classes.list, tab: classes.tab }}
        >
          <Tabs.List mb="lg" grow style={{ maxWidth: 720 }}>
            <Tabs.Tab value="profile">{t('providers.profilePage.tabs.profile')}</Tabs.Tab>
            <Tabs.Tab value="services">{t('providers.profilePage.tabs.services')}</Tabs.Tab>
            <Tabs.Tab value="add">{t('providers.profilePage.tabs.add')}</Tabs.Tab>
            <Tabs.Tab value="hours">{t('providers.profilePage.tabs.hours')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileTab />
            <PortfolioSection />
            <IdCheckCard />
          </Tabs.Panel>
          <Tabs.Panel value="services">
            <ServicesOfferedTab onAddServices={() => openTab('add')} />
          </Tabs.Panel>
          <Tabs.Panel value="add">
            <AddServicesTab />
          </Tabs.Panel>
          <Tabs.Panel value="hours">
            <WorkingHoursTab />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </Box>
  );
}
