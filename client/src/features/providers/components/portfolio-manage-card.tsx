import { AspectRatio, Button, Card, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortfolioPhoto } from '#contracts/portfolio';

type Props = {
  photo: PortfolioPhoto;
  /** 1-based, as the provider counts them. */
  position: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One photo of the provider's own portfolio, with buttons to move it and to remove it. */
export function PortfolioManageCard({ photo, position, count, busy, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Image
            src={photo.thumbUrl}
            // The caption shows under it: the image is named by its place, not read twice.
            alt={t('providers.portfolio.photoAlt', { position })}
            fit="cover"
          />
        </AspectRatio>
      </Card.Section>
      <Text size="sm" mt="sm" dir="auto" c={photo.caption ? undefined : 'dimmed'} lineClamp={2}>
        {photo.caption || t('providers.portfolio.noCaption')}
      </Text>
      <Group gap="xs" mt="sm" wrap="wrap">
        <Button
          size="compact-sm"
          variant="default"
          disabled={busy || position === 1}
          onClick={() => onMove(-1)}
          data-photo={photo.photo_id}
          data-move="earlier"
          aria-label={t('providers.portfolio.moveEarlierLabel', { position })}
        >
          {t('providers.portfolio.moveEarlier')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={busy || position === count}
          onClick={() => onMove(1)}
          data-photo={photo.photo_id}
          data-move="later"
          aria-label={t('providers.portfolio.moveLaterLabel', { position })}
        >
          {t('providers.portfolio.moveLater')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('providers.portfolio.removeLabel', { position })}
        >
          {t('providers.portfolio.remove')}
        </Button>
      </Group>
    </Card>
  );
}
