import { Card, Container, Image, SimpleGrid, Text, Title } from '@mantine/core';

const features = [
  {
    image: '/images/about-1.png',
    title: 'Real-time chat',
    text: 'Clients and providers talk instantly, share details and agree on a price in one conversation.',
  },
  {
    image: '/images/about-2.png',
    title: 'Request management',
    text: 'Follow every request from pending to accepted to completed, and rate the work at the end.',
  },
  {
    image: '/images/about-3.png',
    title: 'Easy service finding',
    text: 'Browse clear categories and services, then send a request to providers in your city.',
  },
];

export function AboutPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        About ServiceHub
      </Title>
      <Text size="lg" mb="sm" maw={760}>
        ServiceHub connects people who need work done with skilled local service providers.
      </Text>
      <Text c="dimmed" mb="sm" maw={760}>
        For clients, it is the quickest way to find a plumber, electrician, carpenter, cleaner or
        mechanic: describe the job, chat with providers and accept the offer you like.
      </Text>
      <Text c="dimmed" mb="xl" maw={760}>
        For service providers, it is a steady stream of jobs in their city, a place to build a
        reputation through reviews, and simple monthly billing.
      </Text>
      <Title order={2} mb="lg">
        Features
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map((f) => (
          <Card key={f.title} withBorder padding="lg">
            <Card.Section>
              <Image src={f.image} alt="" h={180} fit="cover" />
            </Card.Section>
            <Title order={3} size="h4" mt="md" mb={6}>
              {f.title}
            </Title>
            <Text c="dimmed" size="sm">
              {f.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
