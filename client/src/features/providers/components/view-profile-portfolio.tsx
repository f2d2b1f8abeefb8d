import {
  AspectRatio,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioPhoto } from '#contracts/portfolio';
import { useProviderPortfolio } from '../api/portfolio';

/**
 * A provider's photos of past work, as thumbnails that open larger. Shows nothing until loaded,
 * nor when the provider has none (or they failed to load): the profile reads whole without them.
 */
export function ViewProfilePortfolio({ spId }: { spId: string }) {
  const { t } = useTranslation();
  const portfolio = useProviderPortfolio(spId);
  const [open, setOpen] = useState<{ photo: PortfolioPhoto; position: number } | null>(null);
  const photos = portfolio.data?.photos ?? [];
  if (photos.length === 0) return null;

  const altOf = (photo: PortfolioPhoto, position: number) =>
    photo.caption || t('providers.portfolio.photoAlt', { position });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      mt="lg"
      component="section"
      aria-labelledby="past-work"
    >
      <Title order={2} size="h4" id="past-work" mb="md">
        {t('providers.portfolio.galleryHeading')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {photos.map((photo, index) => (
          <li key={photo.photo_id}>
            <UnstyledButton
              onClick={() => setOpen({ photo, position: index + 1 })}
              aria-label={t('providers.portfolio.open', { position: index + 1 })}
              w="100%"
            >
              <AspectRatio ratio={1}>
                <Image
                  src={photo.thumbUrl}
                  alt={altOf(photo, index + 1)}
                  radius="sm"
                  fit="cover"
                  loading="lazy"
                />
              </AspectRatio>
            </UnstyledButton>
            {photo.caption && (
              <Text size="xs" c="dimmed" mt={4} dir="auto" lineClamp={2}>
                {photo.caption}
              </Text>
            )}
          </li>
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={open ? t('providers.portfolio.photoAlt', { position: open.position }) : ''}
        closeButtonProps={{ 'aria-label': t('providers.portfolio.close') }}
      >
        {open && (
          <Stack gap="sm">
            <Image
              src={open.photo.imageUrl}
              alt={altOf(open.photo, open.position)}
              fit="contain"
              mah="70dvh"
            />
            {/* The image's name is this caption: shown, and read once (as the image). */}
            {open.photo.caption && (
              <Text dir="auto" aria-hidden>
                {open.photo.caption}
              </Text>
            )}
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
