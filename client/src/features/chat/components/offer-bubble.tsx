import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserType } from '../../../../../contracts/auth';
import type { ChatMessage } from '../../../../../contracts/chat';
import { formatMoment } from '../../../lib/format-date';
import { useMoney } from '../../../lib/use-currency';
import { useAcceptOffer, useCancelOffer } from '../chat-mutations';
import classes from './chat.module.css';
import { OfferStatusBadge } from './offer-status-badge';

type Props = {
  message: ChatMessage;
  viewer: UserType /** 'You' or the other party's name. */;
  author: string;
};

/**
 * A client's priced request: service, description, price and status. While it is pending
 * the client may cancel it (asked once) and the provider may accept it.
 */
export function OfferBubble({ message, viewer, author }: Props) {
  const money = useMoney();
  const own = message.sender_type === viewer;
  const pending = message.status === 'pending' && message.request_id !== null;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'}>
      <Paper
        component="article"
        aria-label={`Service request: ${message.service_name ?? 'Service'}`}
        withBorder
        radius="lg"
        p="sm"
        shadow="xs"
        className={classes.offer}
      >
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Service request
            </Text>
            {message.status && <OfferStatusBadge status={message.status} />}
          </Group>
          <Text fw={700}>{message.service_name ?? 'Service'}</Text>
          {message.description && (
            <Text size="sm" lineClamp={4}>
              {message.description}
            </Text>
          )}
          {message.address && (
            <Text size="xs" c="dimmed">
              {message.address}
            </Text>
          )}
          {message.price !== null && (
            <Text fw={800} size="lg" c="navy.9">
              {money(message.price)}
            </Text>
          )}
          {pending && viewer === 'clients' && <CancelOffer message={message} />}
          {pending && viewer === 'serviceproviders' && <AcceptOffer message={message} />}
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed">
        {author} · {formatMoment(message.created_at)}
      </Text>
    </Stack>
  );
}

function AcceptOffer({ message }: { message: ChatMessage }) {
  const accept = useAcceptOffer();
  return (
    <Button
      size="xs"
      loading={accept.isPending}
      onClick={() => accept.mutate({ room: message.room, request_id: message.request_id ?? 0 })}
    >
      Accept Request
    </Button>
  );
}

function CancelOffer({ message }: { message: ChatMessage }) {
  const money = useMoney();
  const cancel = useCancelOffer();
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = () =>
    cancel.mutate(
      { room: message.room, request_id: message.request_id ?? 0 },
      { onSettled: close },
    );
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={open}>
        Withdraw offer
      </Button>
      <Modal opened={opened} onClose={close} title="Withdraw this offer?" centered>
        <Stack>
          <Text size="sm">
            Your offer of {money(message.price ?? 0)} for {message.service_name} will be withdrawn.
            The request stays open: you can send a new offer later.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={confirm}>
              Withdraw offer
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
