import { Card, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Category } from '#contracts/catalog';
import { paths } from '#lib/paths';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Card
      component={Link}
      to={paths.category(category.category_id)}
      withBorder
      shadow="sm"
      padding="lg"
      className="hover-lift"
    >
      {/* Lazy: a server-rendered page would otherwise preload every icon (React does for an
          eager <img>), competing with the banner, the home page's largest paint (decision 0096).
          Low: an icon near the screen is otherwise raised to high and fetched beside the
          banner, and a phone's simulated largest paint then waited on 256 px icons (0112). */}
      <Image
        src={category.image}
        alt=""
        w={72}
        h={72}
        width={72}
        height={72}
        loading="lazy"
        fetchPriority="low"
        decoding="async"
        fallbackSrc="/images/logo.png"
        mb="md"
      />
      <Title order={3} size="h4" mb={6} dir="auto">
        {category.name}
      </Title>
      <Text c="dimmed" size="sm" dir="auto">
        {category.description}
      </Text>
    </Card>
  );
}
