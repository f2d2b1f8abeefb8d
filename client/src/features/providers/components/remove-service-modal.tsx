import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import type { ProviderService } from '#contracts/providers';
import { useRemoveService } from '../api/providers';

type Props = {
  opened: boolean;
  /** Kept after closing, so the text does not blank out while the modal fades. */
  service: ProviderService | null;
  onClose: () => void;
};

/** Asks once before a service leaves the provider's list. */
export function RemoveServiceModal({ opened, service, onClose }: Props) {
  const { t } = useTranslation();
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
    notifications.show({
      color: 'green',
      message: t('providers.removeService.removed', { name: service.service_name }),
    });
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={remove.isPending ? () => {} : close}
      title={t('providers.removeService.title')}
      centered
    >
      <Stack gap="md">
        <Text>
          <Trans
            i18nKey="providers.removeService.body"
            values={{ name: service?.service_name ?? '' }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <FormAlert message={remove.isError ? t('providers.messages.removeFailed') : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
            {t('providers.removeService.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('providers.removeService.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
