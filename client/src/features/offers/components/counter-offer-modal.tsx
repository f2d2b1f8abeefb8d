import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { counterOfferRequest } from '#contracts/offers';
import { useMoney } from '#lib/use-currency';
import { zodResolver } from '#lib/zod-resolver';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The price being countered, in major units. */
  price: number;
  /** Whose offer it is, e.g. 'Sana' or 'the client'. */
  from: string;
  sending: boolean;
  onSubmit: (price: number) => void;
};

/** Answers a pending offer with another price (checked with the shared `priceAmount`). */
export function CounterOfferModal({ opened, onClose, price, from, sending, onSubmit }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useForm({
    resolver: zodResolver(counterOfferRequest),
    defaultValues: { price: '' as string | number },
  });
  const { errors } = form.formState;
  const typed = String(form.watch('price') ?? '').trim();

  // A fresh, empty form each time it opens.
  useEffect(() => {
    if (opened) form.reset({ price: '' });
  }, [opened, form]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.counter.title')} centered>
      <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.price))}>
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
