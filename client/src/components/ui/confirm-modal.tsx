import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The button that does it, e.g. 'Accept for Rs 2,500.00'. */
  confirmLabel: string;
  /** The button that backs out (focused first, so Enter never confirms by accident). */
  cancelLabel: string;
  color?: string;
  sending: boolean;
  onConfirm: () => void;
};

/**
 * Asks once before something that cannot be taken back: an offer accepted, declined or withdrawn,
 * a clash booked (Mantine traps focus; Escape closes).
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel,
  color,
  sending,
  onConfirm,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={color} loading={sending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
