import {
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChoiceSelect } from '#components/forms/choice-select';
import { LoadError } from '#components/ui/load-error';
import { ChatMessages } from '#contracts/chat';
import { priceAmount } from '#contracts/money';
import type { PendingRequest } from '#contracts/requests';
import { FormAlert } from '#features/auth/components/form-alert';
import { usePendingRequests } from '../api';
import { useSendOffer } from '../chat-mutations';
import { RequestDetails } from './request-details';

const CHOOSE_REQUEST = 'Choose one of your pending requests.';

/** 'Leak Repair: Kitchen tap leaks under the…': the service and the start of the description. */
function optionLabel(request: PendingRequest): string {
  const text = request.description.replace(/\s+/g, ' ').trim();
  const start = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return `${request.name}: ${start}`;
}

/** The client's side panel: pick a pending request, offer a price, Send Request. */
export function OfferComposer({ room }: { room: string | null }) {
  const requests = usePendingRequests(true);
  const send = useSendOffer();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [problems, setProblems] = useState<{ chat?: string; request?: string; price?: string }>({});

  const chosen = requests.data?.find((r) => String(r.request_id) === requestId) ?? null;

  const submit = () => {
    if (!room) return setProblems({ chat: ChatMessages.selectChatClient });
    if (!chosen) return setProblems({ request: CHOOSE_REQUEST });
    const parsed = priceAmount.safeParse(price.trim());
    if (!parsed.success) {
      return setProblems({ price: parsed.error.issues[0]?.message ?? ChatMessages.invalidPrice });
    }
    setProblems({});
    send.mutate(
      { room, request_id: chosen.request_id, price: parsed.data },
      { onSuccess: () => setPrice('') },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="offer-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="offer-title">
          Send a service request
        </Title>
        {requests.isPending && <Skeleton height={36} aria-label="Loading your requests" />}
        {requests.isError && (
          <LoadError
            message="We could not load your pending requests."
            onRetry={() => void requests.refetch()}
          />
        )}
        {requests.isSuccess && requests.data.length === 0 && (
          <Text size="sm" c="dimmed">
            You have no pending requests.{' '}
            <Anchor component={Link} to="/Categories" underline="always">
              Post one from a service
            </Anchor>
            .
          </Text>
        )}
        {requests.isSuccess && requests.data.length > 0 && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack gap="sm">
              <ChoiceSelect
                label="Pending request"
                placeholder="Choose a request"
                data={requests.data.map((r) => ({
                  value: String(r.request_id),
                  label: optionLabel(r),
                }))}
                value={chosen ? requestId : null}
                onChange={(value) => {
                  setRequestId(value);
                  setProblems({});
                }}
                error={problems.request}
                comboboxProps={{ withinPortal: true }}
              />
              {chosen && <RequestDetails request={chosen} />}
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label="Offered price"
                  placeholder="e.g. 1500"
                  inputMode="decimal"
                  leftSection="Rs"
                  value={price}
                  onChange={(e) => {
                    setPrice(e.currentTarget.value);
                    if (problems.price) setProblems({});
                  }}
                  error={problems.price}
                />
                <Button
                  type="submit"
                  mt={25}
                  disabled={price.trim() === ''}
                  loading={send.isPending}
                >
                  Send Request
                </Button>
              </Group>
              {problems.chat && !room && <FormAlert message={problems.chat} />}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
