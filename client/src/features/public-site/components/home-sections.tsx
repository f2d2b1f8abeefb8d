import {
  Avatar,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClockIcon, CoinsIcon, StarIcon } from '#components/ui/icons';

const benefits = [
  {
    id: 'time',
    icon: <ClockIcon />,
    title: 'publicSite.home.benefits.time.title',
    text: 'publicSite.home.benefits.time.text',
  },
  {
    id: 'cost',
    icon: <CoinsIcon />,
    title: 'publicSite.home.benefits.cost.title',
    text: 'publicSite.home.benefits.cost.text',
  },
  {
    id: 'quality',
    icon: <StarIcon />,
    title: 'publicSite.home.benefits.quality.title',
    text: 'publicSite.home.benefits.quality.text',
  },
] as const;

const steps = [
  {
    id: 'search',
    title: 'publicSite.home.steps.search.title',
    text: 'publicSite.home.steps.search.text',
  },
  {
    id: 'hire',
    title: 'publicSite.home.steps.hire.title',
    text: 'publicSite.home.steps.hire.text',
  },
  {
    id: 'done',
    title: 'publicSite.home.steps.done.title',
    text: 'publicSite.home.steps.done.text',
  },
] as const;

const testimonials = [
  {
    id: 'ayesha',
    name: 'publicSite.home.testimonials.ayesha.name',
    city: 'publicSite.home.testimonials.ayesha.city',
    text: 'publicSite.home.testimonials.ayesha.text',
  },
  {
    id: 'bilal',
    name: 'publicSite.home.testimonials.bilal.name',
    city: 'publicSite.home.testimonials.bilal.city',
    text: 'publicSite.home.testimonials.bilal.text',
  },
  {
    id: 'sana',
    name: 'publicSite.home.testimonials.sana.name',
    city: 'publicSite.home.testimonials.sana.city',
    text: 'publicSite.home.testimonials.sana.text',
  },
] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container size="lg" py={48} component="section">
      <Title order={2} ta="center" mb="xl">
        {title}
      </Title>
      {children}
    </Container>
  );
}

export function BenefitsSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('publicSite.home.benefitsTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {benefits.map((b) => (
          <Card key={b.id} withBorder padding="lg">
            <ThemeIcon size={48} radius="xl" variant="light" mb="md" aria-hidden>
              {b.icon}
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {t(b.title)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(b.text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('publicSite.home.howTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {steps.map((s, i) => (
          <Stack key={s.id} align="center" gap="xs" ta="center">
            <ThemeIcon size={56} radius="xl" aria-hidden>
              <Text fw={700} size="xl">
                {i + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4">
              {t(s.title)}
            </Title>
            <Text c="dimmed" size="sm" maw={280}>
              {t(s.text)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TestimonialsSection() {
  const { t, i18n } = useTranslation();
  // Arabic script has no italics: a slanted Urdu quote only reads worse.
  const slant = i18n.dir() === 'rtl' ? undefined : 'italic';
  return (
    <Section title={t('publicSite.home.testimonialsTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {testimonials.map((q) => (
          <Card key={q.id} withBorder padding="lg" component="figure" m={0}>
            <Text component="blockquote" m={0} mb="md" fs={slant}>
              {t('publicSite.home.quote', { text: t(q.text) })}
            </Text>
            <Group gap="sm" component="figcaption">
              <Avatar color="brand" radius="xl" aria-hidden>
                {t(q.name)[0]}
              </Avatar>
              <div>
                <Text fw={600} size="sm">
                  {t(q.name)}
                </Text>
                <Text c="dimmed" size="xs">
                  {t(q.city)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** The home page's sections under the categories, on their alternating backgrounds. */
export function LowerSections() {
  return (
    <>
      <Box bg="gray.0">
        <BenefitsSection />
      </Box>
      <HowItWorksSection />
      <Box bg="gray.0">
        <TestimonialsSection />
      </Box>
    </>
  );
}
