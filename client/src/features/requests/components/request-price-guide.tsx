import { Box } from '@mantine/core';
import { usePriceGuides } from '#features/price-guides/api/price-guides';
import { PriceGuideNote } from '#features/price-guides/shared/price-guide-note';

type Props = { serviceId: string; city: { id: string; name: string } | null };

/** What the service usually costs in the chosen city, when enough orders say (decision 0083). */
export function RequestPriceGuide({ serviceId, city }: Props) {
  const service = Number(serviceId);
  const guides = usePriceGuides(city ? Number(city.id) : undefined, service > 0 ? [service] : []);
  const guide = guides.data?.get(service);
  if (!city || !guide) return null;
  return (
    <Box mt={6} aria-live="polite">
      <PriceGuideNote guide={guide} city={city.name} />
    </Box>
  );
}
