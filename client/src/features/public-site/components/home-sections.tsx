import {
  Avatar,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { ClockIcon, CoinsIcon, StarIcon } from '#components/ui/icons';

const benefits = [
  {
    icon: <ClockIcon />,
    title: 'Time-saving',
    text: 'Post a request in a minute and let providers come to you.',
  },
  {
    icon: <CoinsIcon />,
    title: 'Cost-effective',
    text: 'Compare offers and agree the price before work starts.',
  },
  {
    icon: <StarIcon />,
    title: 'Top quality',
    text: 'Rated providers who take pride in their work.',
  },
];

const steps = [
  { title: 'Search', text: 'Browse categories and pick the service you need.' },
  { title: 'Hire', text: 'Chat with providers and accept the offer that suits you.' },
  { title: 'Get the job done', text: 'Your provider completes the job and you rate it.' },
];

const testimonials = [
  {
    name: 'Ayesha K.',
    city: 'Lahore',
    text: 'A plumber fixed our leak the same afternoon. Clear price, no surprises.',
  },
  {
    name: 'Bilal R.',
    city: 'Karachi',
    text: 'I get steady work from clients in my area and chat with them directly.',
  },
  {
    name: 'Sana M.',
    city: 'Islamabad',
    text: 'Booked a deep clean before moving in. Friendly team, spotless flat.',
  },
];

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
  return (
    <Section title="Why choose ServiceHub">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {benefits.map((b) => (
          <Card key={b.title} withBorder padding="lg">
            <ThemeIcon size={48} radius="xl" variant="light" mb="md" aria-hidden>
              {b.icon}
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {b.title}
            </Title>
            <Text c="dimmed" size="sm">
              {b.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function HowItWorksSection() {
  return (
    <Section title="How it works">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {steps.map((s, i) => (
          <Stack key={s.title} align="center" gap="xs" ta="center">
            <ThemeIcon size={56} radius="xl" aria-hidden>
              <Text fw={700} size="xl">
                {i + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4">
              {s.title}
            </Title>
            <Text c="dimmed" size="sm" maw={280}>
              {s.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TestimonialsSection() {
  return (
    <Section title="What people say">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {testimonials.map((t) => (
          <Card key={t.name} withBorder padding="lg" component="figure" m={0}>
            <Text component="blockquote" m={0} mb="md" fs="italic">
              “{t.text}”
            </Text>
            <Group gap="sm" component="figcaption">
              <Avatar color="brand" radius="xl" aria-hidden>
                {t.name[0]}
              </Avatar>
              <div>
                <Text fw={600} size="sm">
                  {t.name}
                </Text>
                <Text c="dimmed" size="xs">
                  {t.city}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}
