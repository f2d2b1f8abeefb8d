import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '#contracts/constants';
import { text as say } from '#lib/i18n';
import { paths } from '#lib/paths';
import { useSession } from '#lib/session';
import { InstallAppEntry } from '../install/install-entry';
import { navFor } from './nav-links';

/** The footer repeats the signed-in user's own links (the visitor's: About, Register, Login). */
export function SiteFooter() {
  const { t } = useTranslation();
  const links = navFor(useSession()?.userType).filter((link) => link.to !== paths.home);
  return (
    <footer style={{ background: 'var(--mantine-color-navy-9)', color: 'white' }}>
      <Container size="lg" py={40}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              {t('common.brand')}
            </Title>
            <Text size="sm" c="gray.3">
              {t('common.footer.tagline')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">
              {t('common.footer.contact')}
            </Title>
            <Text size="sm" c="gray.3" component="address" style={{ fontStyle: 'normal' }}>
              {t('common.footer.address')}
            </Text>
            <Anchor href="mailto:support@servicehub.example" size="sm" c="cyan.2">
              support@servicehub.example
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">
              {t('common.footer.explore')}
            </Title>
            <Group gap="md">
              {links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="cyan.2">
                  {say(link.label)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Group justify="center" gap="lg" mt="xl">
          <Anchor component={Link} to={paths.services} size="xs" c="cyan.2">
            {t('common.footer.allServices')}
          </Anchor>
          <Anchor component={Link} to={paths.terms} size="xs" c="cyan.2">
            {t('common.footer.terms')}
          </Anchor>
          <Anchor component={Link} to={paths.privacy} size="xs" c="cyan.2">
            {t('common.footer.privacy')}
          </Anchor>
          <InstallAppEntry className="footer-install" />
        </Group>
        <Text size="xs" c="gray.4" ta="center" mt="sm">
          {t('common.footer.copyright', { year: COPYRIGHT_YEAR })}
        </Text>
      </Container>
    </footer>
  );
}
