import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { CategoryRequest } from '#contracts/admin';
import { FormAlert } from '#features/auth/components/form-alert';
import { useRejectRequest } from '../api';
import { requestFailure } from '../errors';

const REJECT_FAILED = 'Failed to reject the request.';

type Props = { request: CategoryRequest | null; onClose: () => void };

/** Asks once before a category request is rejected (removed). */
export function RejectRequestModal({ request, onClose }: Props) {
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
      title: 'Request rejected',
      message: `“${request.title}” was removed and ${request.fullname} will be told by email.`,
    });
    onClose();
  };

  const failure = reject.isError ? requestFailure(reject.error, REJECT_FAILED) : null;
  return (
    <Modal
      opened={request !== null}
      onClose={reject.isPending ? () => undefined : onClose}
      title={`Reject “${shown?.title ?? ''}”?`}
      centered
    >
      <Stack>
        <Text size="sm">
          The request from {shown?.fullname} will be removed and they will be told by email. This
          cannot be undone.
        </Text>
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={reject.isPending}>
            Reject request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
