import { Box, Container, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '#components/ui/card-grid-skeleton';
import { activeCategoriesQuery } from '#features/catalog/api/active-categories';
import { BannerCarousel } from '../components/banner-carousel';

// Under the banner, the page's code loads right after the first paint instead of before it: the
// category grid (with react-query's observer and the error alert) and the sections below the
// fold (with Mantine's Avatar and ThemeIcon).
const CategoryGrid = lazy(async () => ({
  default: (await import('#features/catalog/shared/category-grid')).CategoryGrid,
}));
const LowerSections = lazy(async () => ({
  default: (await import('../components/home-sections')).LowerSections,
}));

export function HomePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The categories are asked for at once, not after the grid's code arrives.
  useEffect(() => {
    void queryClient.prefetchQuery(activeCategoriesQuery);
  }, [queryClient]);
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
        {/* The grid's own loading state, while its code loads. */}
        <Suspense fallback={<CardGridSkeleton />}>
          <CategoryGrid />
        </Suspense>
      </Container>
      {/* Holds the footer below the fold until the sections arrive, so nothing in view moves. */}
      <Suspense fallback={<Box mih="100vh" />}>
        <LowerSections />
      </Suspense>
    </>
  );
}
