import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { BriefcaseIcon } from '#components/ui/icons';
import { ListEmptyState } from '#components/ui/list-empty-state';
import { LoadError } from '#components/ui/load-error';
import type { PortfolioPhoto } from '#contracts/portfolio';
import { errorText } from '#lib/error-text';
import { useOwnPortfolio, useRemovePortfolioPhoto, useReorderPortfolio } from '../api/portfolio';
import { PortfolioManageCard } from './portfolio-manage-card';
import { PortfolioUploadForm } from './portfolio-upload-form';

/** /SpProfile's Portfolio: add photos of past work, put them in order, remove them. */
export function PortfolioSection() {
  const { t } = useTranslation();
  const own = useOwnPortfolio();
  const reorder = useReorderPortfolio();
  const remove = useRemovePortfolioPhoto();
  const [removing, setRemoving] = useState<PortfolioPhoto | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const focusAfterMove = useRef<{ photoId: number; button: 'earlier' | 'later' } | null>(null);

  const photos = own.data?.photos ?? [];
  const max = own.data?.max ?? 12;

  // Focus follows a moved photo, once its buttons are usable again: the same button, or the
  // other one when it reached an end.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || reorder.isPending) return;
    focusAfterMove.current = null;
    const usable = [
      ...(sectionRef.current?.querySelectorAll<HTMLButtonElement>(
        `[data-photo="${wanted.photoId}"]`,
      ) ?? []),
    ].filter((b) => !b.disabled && b.dataset.move);
    (usable.find((b) => b.dataset.move === wanted.button) ?? usable[0])?.focus();
  }, [reorder.isPending]);

  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.photo_id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    remove.reset();
    focusAfterMove.current = { photoId: moved, button: by < 0 ? 'earlier' : 'later' };
    reorder.mutate(ids);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.photo_id);
    } catch {
      return; // the modal's alert says why
    }
    setRemoving(null);
    notifications.show({ color: 'green', message: t('providers.portfolio.removed') });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      mt="xl"
      component="section"
      ref={sectionRef}
      aria-labelledby="portfolio-heading"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="portfolio-heading">
            {t('providers.portfolio.heading')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('providers.portfolio.intro', { max })}
          </Text>
        </div>
        {own.isPending && (
          <Skeleton h={120} radius="md" aria-label={t('providers.portfolio.loading')} />
        )}
        {own.isError && (
          <LoadError
            message={t('providers.portfolio.loadFailed')}
            onRetry={() => void own.refetch()}
          />
        )}
        {own.isSuccess && (
          <>
            <Text size="sm" fw={500} aria-live="polite">
              {t('providers.portfolio.count', { count: photos.length, max })}
            </Text>
            {photos.length < max ? (
              <PortfolioUploadForm />
            ) : (
              <Alert variant="light" color="blue" radius="md">
                {t('providers.portfolio.errors.full', { max })}
              </Alert>
            )}
            <FormAlert message={reorder.isError ? errorText(reorder.error) : null} />
            {photos.length === 0 ? (
              <ListEmptyState
                icon={<BriefcaseIcon />}
                title={t('providers.portfolio.emptyTitle')}
                description={t('providers.portfolio.emptyText')}
              />
            ) : (
              <SimpleGrid
                component="ol"
                cols={{ base: 1, xs: 2, md: 3 }}
                spacing="md"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {photos.map((photo, index) => (
                  <PortfolioManageCard
                    key={photo.photo_id}
                    photo={photo}
                    position={index + 1}
                    count={photos.length}
                    busy={reorder.isPending || remove.isPending}
                    onMove={(by) => move(index, by)}
                    onRemove={() => {
                      remove.reset();
                      setRemoving(photo);
                    }}
                  />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={remove.isPending ? () => {} : () => setRemoving(null)}
        title={t('providers.portfolio.removeTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('providers.portfolio.removeBody')}</Text>
          <FormAlert message={remove.isError ? errorText(remove.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setRemoving(null)}
              disabled={remove.isPending}
              data-autofocus
            >
              {t('providers.portfolio.cancel')}
            </Button>
            <Button color="red" onClick={confirmRemove} loading={remove.isPending}>
              {t('providers.portfolio.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
