import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { CategoryRequest } from '#contracts/admin';
import { FormAlert } from '#features/auth/components/form-alert';
import { useApproveRequest } from '../api';
import { requestFailure } from '../errors';
import { iconProblem } from '../image-file';
import { ImageUploadField } from './image-upload-field';

const APPROVE_FAILED = 'Failed to approve the request.';

type Props = { request: CategoryRequest | null; onClose: () => void };

/** Approves a category request, with an optional icon for the new category. */
export function ApproveRequestModal({ request, onClose }: Props) {
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
      title: 'Request approved',
      message: `“${request.title}” is now a category. It stays inactive until you add services and switch it on.`,
    });
    onClose();
  };

  const failure = approve.isError ? requestFailure(approve.error, APPROVE_FAILED) : null;
  return (
    <Modal
      opened={request !== null}
      onClose={approve.isPending ? () => undefined : onClose}
      title={`Approve “${shown?.title ?? ''}”`}
      centered
    >
      <Stack>
        <Alert color="blue" variant="light" title="The category starts inactive">
          Clients will not see it yet. Add its services in the Add Service tab, then switch the
          category on under Categories &amp; Services.
        </Alert>
        <ImageUploadField
          label="Category icon (optional)"
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
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={approve.isPending}>
            Approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
