import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { isolate } from '#contracts/text-rules';
import {
  SUSPENSION_NOTE_MAX,
  SUSPENSION_REASONS,
  type SuspensionReason,
  type UserListItem,
} from '#contracts/users';
import { errorText } from '#lib/error-text';
import { useReinstate, useSuspend } from '../api/admin-users';

export type SuspendMode = 'suspend' | 'reinstate';

const isReason = (v: string | null): v is SuspensionReason =>
  SUSPENSION_REASONS.some((r) => r === v);

type Props = {
  user: Pick<UserListItem, 'id' | 'name'>;
  mode: SuspendMode | null;
  onClose: () => void;
};

/**
 * Asks once before suspending (with a reason's kind and an optional note the person reads) or
 * reinstating an account (decision 0068).
 */
export function SuspendModal({ user, mode, onClose }: Props) {
  const { t } = useTranslation();
  const suspend = useSuspend();
  const reinstate = useReinstate();
  const [reason, setReason] = useState<SuspensionReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = suspend.isPending || reinstate.isPending;

  useEffect(() => {
    if (mode === null) return;
    setReason(null);
    setNote('');
    setMissing(false);
    setFailure(null);
  }, [mode]);

  const confirm = async () => {
    setFailure(null);
    if (mode === 'suspend' && reason === null) {
      setMissing(true);
      return;
    }
    try {
      if (mode === 'suspend' && reason !== null) {
        await suspend.mutateAsync({ id: user.id, body: { reason, note: note.trim() } });
      } else {
        await reinstate.mutateAsync({ id: user.id, body: { note: note.trim() } });
      }
    } catch (error) {
      setFailure(errorText(error, t('users.suspend.failed')));
      return;
    }
    notifications.show({
      color: 'green',
      message: t(mode === 'suspend' ? 'users.suspend.suspended' : 'users.suspend.reinstated'),
    });
    onClose();
  };

  const suspending = mode === 'suspend';
  return (
    <Modal
      opened={mode !== null}
      onClose={busy ? () => undefined : onClose}
      title={t(suspending ? 'users.suspend.suspendTitle' : 'users.suspend.reinstateTitle', {
        name: isolate(user.name),
      })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {t(suspending ? 'users.suspend.suspendExplained' : 'users.suspend.reinstateExplained')}
        </Text>
        {suspending && (
          <ChoiceSelect
            label={t('users.suspend.reason')}
            required
            data={SUSPENSION_REASONS.map((r) => ({ value: r, label: t(`users.reasons.${r}`) }))}
            value={reason}
            onChange={(v) => {
              setReason(isReason(v) ? v : null);
              setMissing(false);
            }}
            error={missing ? t('users.suspend.reasonRequired') : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Textarea
          label={t('users.suspend.note')}
          description={t('users.suspend.noteHint')}
          value={note}
          maxLength={SUSPENSION_NOTE_MAX}
          dir="auto"
          autosize
          minRows={2}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('users.suspend.cancel')}
          </Button>
          <Button
            color={suspending ? 'red' : 'green'}
            loading={busy}
            onClick={() => void confirm()}
          >
            {t(suspending ? 'users.suspend.confirmSuspend' : 'users.suspend.confirmReinstate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
