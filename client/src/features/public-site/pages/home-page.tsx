import { Box, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '#features/catalog/shared/category-grid';
import { BannerCarousel } from '../components/banner-carousel';
import {
  BenefitsSection,
  HowItWorksSection,
  TestimonialsSection,
} from '../components/home-sections';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Container size="lg" pt="lg">
        <BannerCarousel />
      </Container>
      <Container size="lg" py={48} component="section" aria-labelledby="services-heading">
        <Title order={2} ta="center" id="services-heading">
          {t('publicSite.home.servicesTitle')}
        </Title>
        <Text ta="center" c="dimmed" mb="xl">
          {t('publicSite.home.servicesIntro')}
        </Text>
        <CategoryGrid />
      </Container>
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
