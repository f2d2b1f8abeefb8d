import { Box, Container, Text, Title } from '@mantine/core';
import { CategoryGrid } from '#features/catalog/components/category-grid';
import { BannerCarousel } from '../components/banner-carousel';
import {
  BenefitsSection,
  HowItWorksSection,
  TestimonialsSection,
} from '../components/home-sections';

export function HomePage() {
  return (
    <>
      <Container size="lg" pt="lg">
        <BannerCarousel />
      </Container>
      <Container size="lg" py={48} component="section" aria-labelledby="services-heading">
        <Title order={2} ta="center" id="services-heading">
          Our services
        </Title>
        <Text ta="center" c="dimmed" mb="xl">
          Choose a category to find the right provider.
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
