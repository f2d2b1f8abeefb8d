import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import type { CategoryRequest } from '#contracts/admin';
import { useRejectRequest } from '../api/admin-catalog';
import { requestFailure } from './request-failure';

type Props = { request: CategoryRequest | null; onClose: () => void };

/** Asks once before a category request is rejected (removed). */
export function RejectRequestModal({ request, onClose }: Props) {
  const { t } = useTranslation();
  const reject = useRejectRequest();
  const { reset } = reject;
  // Keeps the last request's title on screen while the modal fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);

  useEffect(() => {
    if (request) reset();
  }, [request, reset]);

  const confirm = async () => {
    if (!request) return;
    try {
      await reject.mutateAsync(request.id);
    } catch {
      return;
    }
    notifications.show({
      color: 'green',
      title: t('admin.rejectRequest.doneTitle'),
      message: t('admin.rejectRequest.done', { title: request.title, name: request.fullname }),
    });
    onClose();
  };

  const failure = reject.isError
    ? requestFailure(reject.error, t('admin.rejectRequest.failed'))
    : null;
  return (
    <Modal
      opened={request !== null}
      onClose={reject.isPending ? () => undefined : onClose}
      title={t('admin.rejectRequest.title', { title: shown?.title ?? '' })}
      centered
    >
      <Stack>
        <Text size="sm">{t('admin.rejectRequest.text', { name: shown?.fullname ?? '' })}</Text>
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reject.isPending}>
            {t('admin.rejectRequest.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={reject.isPending}>
            {t('admin.rejectRequest.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
