import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '#contracts/constants';
import { useSession } from '#lib/session';
import { navFor } from './nav-links';

/** The footer repeats the signed-in user's own links (the visitor's: About, Register, Login). */
export function SiteFooter() {
  const links = navFor(useSession()?.userType).filter((link) => link.to !== '/');
  return (
    <footer style={{ background: 'var(--mantine-color-navy-9)', color: 'white' }}>
      <Container size="lg" py={40}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              ServiceHub
            </Title>
            <Text size="sm" c="gray.3">
              The marketplace where clients find trusted local service providers, and providers find
              their next job.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">
              Contact
            </Title>
            <Text size="sm" c="gray.3" component="address" style={{ fontStyle: 'normal' }}>
              12 Shahrah-e-Faisal, Karachi, Pakistan
            </Text>
            <Anchor href="mailto:support@servicehub.example" size="sm" c="cyan.2">
              support@servicehub.example
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="white">
              Explore
            </Title>
            <Group gap="md">
              {links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="cyan.2">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Group justify="center" gap="lg" mt="xl">
          <Anchor component={Link} to="/terms" size="xs" c="cyan.2">
            Terms of service
          </Anchor>
          <Anchor component={Link} to="/privacy" size="xs" c="cyan.2">
            Privacy policy
          </Anchor>
        </Group>
        <Text size="xs" c="gray.4" ta="center" mt="sm">
          © {COPYRIGHT_YEAR} ServiceHub. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
