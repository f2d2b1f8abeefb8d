import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
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
    <Modal opened={opened} onClose={onClose} title="Counter this offer" centered>
      <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.price))}>
        <Stack>
          <Text size="sm">
            {from} offered {money(price)}. Suggest your price: the offer you answer closes, and
            yours waits for their answer.
          </Text>
          <TextInput
            label="Your price"
            placeholder="e.g. 1500"
            inputMode="decimal"
            leftSection="Rs"
            autoComplete="off"
            data-autofocus
            required
            error={errors.price?.message}
            {...form.register('price')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" loading={sending} disabled={typed === ''}>
              Send counter-offer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
