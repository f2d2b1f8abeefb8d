import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferScope } from '#contracts/offer-scope';
import { counterOfferRequest } from '#contracts/offers';
import type { LocalSlotInput } from '#contracts/request-when';
import { useMoney } from '#lib/use-currency';
import { zodResolver } from '#lib/zod-resolver';
import {
  checkSlotDraft,
  NO_SLOT_DRAFT,
  ProposedSlotFields,
  type SlotDraft,
} from './proposed-slot-fields';
import { draftOf, ScopeFields, scopeOf } from './scope-fields';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The price being countered, in major units. */
  price: number;
  /** Whose offer it is, e.g. 'Sana' or 'the client'. */
  from: string;
  /** What the countered offer includes: the form starts from it. */
  scope: OfferScope | null;
  sending: boolean;
  onSubmit: (
    price: number,
    slot: LocalSlotInput | undefined,
    scope: ReturnType<typeof scopeOf>,
  ) => void;
};

/**
 * Answers a pending offer with another price (checked with the shared `priceAmount`), and may
 * propose a time (decision 0075) and change what is included and the estimated time, starting
 * from the countered offer's (decision 0086).
 */
export function CounterOfferModal({
  opened,
  onClose,
  price,
  from,
  scope,
  sending,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useForm({
    resolver: zodResolver(counterOfferRequest),
    defaultValues: { price: '' as string | number },
  });
  const { errors } = form.formState;
  const typed = String(form.watch('price') ?? '').trim();
  const [slot, setSlot] = useState<SlotDraft>(NO_SLOT_DRAFT);
  const [slotProblems, setSlotProblems] = useState({});
  const [scopeDraft, setScopeDraft] = useState(() => draftOf(scope));
  // Read when it opens only: a live update of the offer must not reset what is being typed.
  const answered = useRef(scope);
  answered.current = scope;

  // A fresh, empty form each time it opens.
  useEffect(() => {
    if (!opened) return;
    form.reset({ price: '' });
    setSlot(NO_SLOT_DRAFT);
    setSlotProblems({});
    setScopeDraft(draftOf(answered.current));
  }, [opened, form]);

  const submit = form.handleSubmit((values) => {
    const checked = checkSlotDraft(slot);
    if (!checked.ok) return setSlotProblems(checked.problems);
    onSubmit(values.price, checked.slot, scopeOf(scopeDraft));
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.counter.title')} centered>
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text size="sm">{t('chat.counter.text', { name: from, price: money(price) })}</Text>
          <TextInput
            label={t('chat.counter.price')}
            placeholder={t('chat.offerForm.pricePlaceholder')}
            inputMode="decimal"
            leftSection={t('chat.offerForm.currency')}
            autoComplete="off"
            data-autofocus
            required
            error={errors.price?.message}
            {...form.register('price')}
          />
          <ProposedSlotFields
            value={slot}
            onChange={(next) => {
              setSlot(next);
              setSlotProblems({});
            }}
            problems={slotProblems}
            disabled={sending}
          />
          <ScopeFields value={scopeDraft} onChange={setScopeDraft} disabled={sending} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {t('chat.counter.cancel')}
            </Button>
            <Button type="submit" loading={sending} disabled={typed === ''}>
              {t('chat.counter.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
