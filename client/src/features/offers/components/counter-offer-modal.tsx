import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The price being countered, in major units. */
  price: number;
  /** Whose offer it is, e.g. 'Sana' or 'the client'. */
  from: string;
  sending: boolean;
  onSubmit: (price: number, slot: LocalSlotInput | undefined) => void;
};

/**
 * Answers a pending offer with another price (checked with the shared `priceAmount`), and may
 * propose a time (decision 0075).
 */
export function CounterOfferModal({ opened, onClose, price, from, sending, onSubmit }: Props) {
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

  // A fresh, empty form each time it opens.
  useEffect(() => {
    if (!opened) return;
    form.reset({ price: '' });
    setSlot(NO_SLOT_DRAFT);
    setSlotProblems({});
  }, [opened, form]);

  const submit = form.handleSubmit((values) => {
    const checked = checkSlotDraft(slot);
    if (!checked.ok) return setSlotProblems(checked.problems);
    onSubmit(values.price, checked.slot);
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
