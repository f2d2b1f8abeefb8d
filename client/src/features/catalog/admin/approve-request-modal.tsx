import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import type { CategoryRequest } from '#contracts/admin';
import { useApproveRequest } from '../api/admin-catalog';
import { iconProblem } from '../image-file';
import { ImageUploadField } from './image-upload-field';
import { requestFailure } from './request-failure';

type Props = { request: CategoryRequest | null; onClose: () => void };

/** Approves a category request, with an optional icon for the new category. */
export function ApproveRequestModal({ request, onClose }: Props) {
  const { t } = useTranslation();
  const approve = useApproveRequest();
  const [image, setImage] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { reset } = approve;
  // Keeps the last request's title on screen while the modal fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);

  // A fresh start for every request opened.
  useEffect(() => {
    if (!request) return;
    setImage(null);
    setFileError(null);
    setProgress(null);
    reset();
  }, [request, reset]);

  const submit = async () => {
    if (!request) return;
    const problem = iconProblem(image, false);
    setFileError(problem);
    if (problem) return;
    setProgress(image ? 0 : null);
    try {
      await approve.mutateAsync({ id: request.id, image, onProgress: setProgress });
    } catch {
      setProgress(null);
      return;
    }
    notifications.show({
      color: 'green',
      title: t('admin.approveRequest.doneTitle'),
      message: t('admin.approveRequest.done', { title: request.title }),
    });
    onClose();
  };

  const failure = approve.isError
    ? requestFailure(approve.error, t('admin.approveRequest.failed'))
    : null;
  return (
    <Modal
      opened={request !== null}
      onClose={approve.isPending ? () => undefined : onClose}
      title={t('admin.approveRequest.title', { title: shown?.title ?? '' })}
      centered
    >
      <Stack>
        <Alert color="blue" variant="light" title={t('admin.approveRequest.inactiveTitle')}>
          {t('admin.approveRequest.inactiveText')}
        </Alert>
        <ImageUploadField
          label={t('admin.approveRequest.icon')}
          value={image}
          onChange={(file) => {
            setImage(file);
            setFileError(iconProblem(file, false));
          }}
          error={fileError ?? undefined}
          progress={progress}
          disabled={approve.isPending}
        />
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={approve.isPending}>
            {t('admin.approveRequest.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={approve.isPending}>
            {t('admin.approveRequest.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
