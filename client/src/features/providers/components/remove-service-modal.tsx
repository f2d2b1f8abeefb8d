import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ProviderMessages, type ProviderService } from '#contracts/providers';
import { FormAlert } from '#features/auth/components/form-alert';
import { useRemoveService } from '../api';

type Props = {
  opened: boolean;
  /** Kept after closing, so the text does not blank out while the modal fades. */
  service: ProviderService | null;
  onClose: () => void;
};

/** Asks once before a service leaves the provider's list. */
export function RemoveServiceModal({ opened, service, onClose }: Props) {
  const remove = useRemoveService();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!service) return;
    try {
      await remove.mutateAsync(service.service_id);
    } catch {
      return; // the alert shows it
    }
    notifications.show({ color: 'green', message: `${service.service_name} removed` });
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={remove.isPending ? () => {} : close}
      title="Remove this service?"
      centered
    >
      <Stack gap="md">
        <Text>
          Clients will no longer find you for <strong>{service?.service_name}</strong>. You can add
          it again later from Add New Services.
        </Text>
        <FormAlert message={remove.isError ? ProviderMessages.removeFailed : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
