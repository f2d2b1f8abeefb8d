import { Card, Container, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const features = [
  {
    image: '/images/about-1.png',
    title: 'publicSite.about.features.chat.title',
    text: 'publicSite.about.features.chat.text',
  },
  {
    image: '/images/about-2.png',
    title: 'publicSite.about.features.requests.title',
    text: 'publicSite.about.features.requests.text',
  },
  {
    image: '/images/about-3.png',
    title: 'publicSite.about.features.finding.title',
    text: 'publicSite.about.features.finding.text',
  },
] as const;

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {t('publicSite.about.title')}
      </Title>
      <Text size="lg" mb="sm" maw={760}>
        {t('publicSite.about.lead')}
      </Text>
      <Text c="dimmed" mb="sm" maw={760}>
        {t('publicSite.about.clients')}
      </Text>
      <Text c="dimmed" mb="xl" maw={760}>
        {t('publicSite.about.providers')}
      </Text>
      <Title order={2} mb="lg">
        {t('publicSite.about.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map((f) => (
          <Card key={f.image} withBorder padding="lg">
            <Card.Section>
              <Image src={f.image} alt="" h={180} fit="cover" />
            </Card.Section>
            <Title order={3} size="h4" mt="md" mb={6}>
              {t(f.title)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(f.text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
