import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '#lib/error-text';
import { useBlockState, useBlockToggle } from '../api/moderation';

/** Block (after asking once) or unblock a person (decision 0067). */
export function BlockButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const state = useBlockState(userId);
  const toggle = useBlockToggle(userId);
  const [asking, { open, close }] = useDisclosure(false);
  const blocked = state.data?.i_blocked === true;
  const change = (block: boolean) =>
    toggle.mutate(block, {
      onSuccess: () => {
        close();
        notifications.show({
          color: 'green',
          message: t(block ? 'moderation.block.blocked' : 'moderation.block.unblocked', { name }),
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorText(error, t('moderation.block.failed')),
        }),
    });
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color={blocked ? 'gray' : 'red'}
        disabled={!state.data}
        loading={toggle.isPending && !asking}
        onClick={blocked ? () => change(false) : open}
      >
        {t(blocked ? 'moderation.block.unblock' : 'moderation.block.action')}
      </Button>
      <Modal
        opened={asking}
        onClose={close}
        title={t('moderation.block.confirmTitle', { name })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('moderation.block.confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('moderation.block.cancel')}
            </Button>
            <Button color="red" loading={toggle.isPending} onClick={() => change(true)}>
              {t('moderation.block.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Why a chat takes no messages: the viewer blocked the other party, or was blocked. */
export function BlockNotice({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const state = useBlockState(userId).data;
  if (!state || (!state.i_blocked && !state.blocked_me)) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {t(state.i_blocked ? 'moderation.block.youBlocked' : 'moderation.block.blockedYou')}
    </Text>
  );
}
