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
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceSelect } from '#components/forms/choice-select';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { priceAmount } from '#contracts/money';
import { usePendingRequests } from '#features/chat/api/chat';
import { textOrSelf } from '#lib/i18n';
import { paths } from '#lib/paths';
import { useOfferableRequests, useSendOffer } from '../api/offers';
import {
  checkSlotDraft,
  NO_SLOT_DRAFT,
  ProposedSlotFields,
  type SlotDraft,
} from '../components/proposed-slot-fields';
import { RequestDetails } from '../components/request-details';
import { NO_SCOPE_DRAFT, ScopeFields, scopeOf } from '../components/scope-fields';
import { requestOptions } from './request-options';

/** The client's side panel: pick a pending request, offer a price, Send Request. */
export function OfferComposer({ room }: { room: string | null }) {
  const requests = usePendingRequests(true);
  const send = useSendOffer();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const [slot, setSlot] = useState<SlotDraft>(NO_SLOT_DRAFT);
  const [scope, setScope] = useState(NO_SCOPE_DRAFT);
  const { t } = useTranslation();
  // What is wrong, as catalog keys: the words follow the language shown.
  const [problems, setProblems] = useState<{
    chat?: boolean;
    request?: boolean;
    price?: { key: string; maximum?: number };
    slot?: Partial<Record<'date' | 'from' | 'to', string>>;
  }>({});

  const fits = useOfferableRequests(room, requests.data?.map((r) => r.request_id) ?? []);
  const options = requestOptions(
    requests.data ?? [],
    fits.data?.request_ids,
    t('chat.offerForm.notForProvider'),
  );
  // A request greyed out since it was picked (the provider changed its services) is not chosen.
  const chosenOption = options.find((o) => o.value === requestId && !o.disabled);
  const chosen =
    (chosenOption && requests.data?.find((r) => String(r.request_id) === requestId)) ?? null;

  const submit = () => {
    if (!room) return setProblems({ chat: true });
    if (!chosen) return setProblems({ request: true });
    const parsed = priceAmount.safeParse(price.trim());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const maximum = issue && 'maximum' in issue ? Number(issue.maximum) : undefined;
      return setProblems({ price: { key: issue?.message ?? 'chat.price.invalid', maximum } });
    }
    const proposed = checkSlotDraft(slot);
    if (!proposed.ok) return setProblems({ slot: proposed.problems });
    setProblems({});
    send.mutate(
      {
        room,
        request_id: chosen.request_id,
        price: parsed.data,
        slot: proposed.slot,
        ...scopeOf(scope),
      },
      {
        // The sent offer's card can show (through the socket) before this answer comes: a field
        // changed since the send keeps its new value.
        onSuccess: () => {
          setPrice((now) => (now === price ? '' : now));
          setSlot((now) => (now === slot ? NO_SLOT_DRAFT : now));
          setScope((now) => (now === scope ? NO_SCOPE_DRAFT : now));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="offer-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="offer-title">
          {t('chat.offerForm.title')}
        </Title>
        {requests.isPending && <Skeleton height={36} aria-label={t('chat.offerForm.loading')} />}
        {requests.isError && (
          <LoadError
            message={t('chat.offerForm.loadFailed')}
            onRetry={() => void requests.refetch()}
          />
        )}
        {requests.isSuccess && requests.data.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans
              i18nKey="chat.offerForm.none"
              components={{
                categories: <Anchor component={Link} to={paths.categories} underline="always" />,
              }}
            />
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
                label={t('chat.offerForm.request')}
                placeholder={t('chat.offerForm.chooseRequest')}
                data={options}
                value={chosen ? requestId : null}
                onChange={(value) => {
                  setRequestId(value);
                  setProblems({});
                }}
                error={problems.request ? t('chat.offerForm.chooseRequestFirst') : undefined}
                comboboxProps={{ withinPortal: true }}
              />
              {chosen && <RequestDetails request={chosen} />}
              <ProposedSlotFields
                value={slot}
                onChange={(next) => {
                  setSlot(next);
                  if (problems.slot) setProblems({});
                }}
                problems={problems.slot}
              />
              <ScopeFields value={scope} onChange={setScope} />
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('chat.offerForm.price')}
                  placeholder={t('chat.offerForm.pricePlaceholder')}
                  inputMode="decimal"
                  leftSection={t('chat.offerForm.currency')}
                  value={price}
                  onChange={(e) => {
                    setPrice(e.currentTarget.value);
                    if (problems.price) setProblems({});
                  }}
                  error={
                    problems.price &&
                    textOrSelf(
                      problems.price.key,
                      problems.price.maximum === undefined
                        ? undefined
                        : { maximum: problems.price.maximum },
                    )
                  }
                />
                <Button
                  type="submit"
                  mt={25}
                  disabled={price.trim() === ''}
                  loading={send.isPending}
                >
                  {t('chat.offerForm.send')}
                </Button>
              </Group>
              {problems.chat && !room && (
                <FormAlert message={t('chat.composer.selectChatClient')} />
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
