import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '#components/ui/confirm-modal';
import type { UserType } from '#contracts/auth';
import type { ChatMessage } from '#contracts/chat';
import { useMoney } from '#lib/use-currency';
import { isSlotClash, type OfferDecision, useCounterOffer, useOfferDecision } from '../api/offers';
import { CounterOfferModal } from './counter-offer-modal';

type Props = {
  /** A pending offer's message (its offer_id is set). */
  message: ChatMessage;
  viewer: UserType;
  otherName: string;
  counter: boolean;
  /** The id of the card's summary, so each button says which offer it acts on. */
  describedBy: string;
};

type Dialog = OfferDecision | 'counter' | 'clash' | null;

/**
 * The buttons of a pending offer. Its maker may withdraw it; the other party may accept it
 * (the provider's "Accept Request" on a client's offer, "Accept offer" on a provider's),
 * decline it or counter it. Each asks once (the counter asks for the price).
 */
export function OfferActions({ message, viewer, otherName, counter, describedBy }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [dialog, setDialog] = useState<Dialog>(null);
  // What to send again, confirmed, when the provider's time clashes with a booked job.
  const [again, setAgain] = useState<(() => void) | null>(null);
  const accept = useOfferDecision('accept');
  const decline = useOfferDecision('decline');
  const withdraw = useOfferDecision('withdraw');
  const sendCounter = useCounterOffer();

  const own = message.sender_type === viewer;
  const ref = { offer_id: message.offer_id ?? 0, room: message.room };
  const price = money(message.price ?? 0);
  const service = message.service_name ?? t('chat.offer.theService');
  const close = () => setDialog(null);
  // "You already have a job at that time. Book anyway?" (decision 0075).
  const askOnClash = (retry: () => void, otherwise?: () => void) => (error: unknown) => {
    if (!isSlotClash(error)) return otherwise?.();
    setAgain(() => retry);
    setDialog('clash');
  };
  const run = (mutation: typeof accept) =>
    mutation.mutate(ref, {
      onSuccess: close,
      onError: askOnClash(
        () => mutation.mutate({ ...ref, confirm_clash: true }, { onSettled: close }),
        close,
      ),
    });
  const byProvider = viewer === 'serviceproviders';
  const what = counter ? t('chat.offer.nounCounter') : t('chat.offer.nounOffer');

  if (own) {
    return (
      <>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setDialog('withdraw')}
            aria-describedby={describedBy}
          >
            {t('chat.offer.withdraw')}
          </Button>
        </Group>
        <ConfirmModal
          opened={dialog === 'withdraw'}
          onClose={close}
          title={t('chat.offer.withdrawTitle')}
          confirmLabel={t('chat.offer.withdraw')}
          cancelLabel={t('chat.offer.keep')}
          color="red"
          sending={withdraw.isPending}
          onConfirm={() => run(withdraw)}
        >
          {byProvider
            ? t('chat.offer.withdrawProvider', { what, price, name: otherName })
            : t('chat.offer.withdrawClient', { what, price, service })}
        </ConfirmModal>
      </>
    );
  }

  return (
    <>
      <Group gap="xs">
        <Button size="xs" onClick={() => setDialog('accept')} aria-describedby={describedBy}>
          {byProvider ? t('chat.offer.acceptRequest') : t('chat.offer.acceptOffer')}
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => setDialog('counter')}
          aria-describedby={describedBy}
        >
          {t('chat.offer.counterButton')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => setDialog('decline')}
          aria-describedby={describedBy}
        >
          {t('chat.offer.decline')}
        </Button>
      </Group>
      <ConfirmModal
        opened={dialog === 'accept'}
        onClose={close}
        title={byProvider ? t('chat.offer.acceptRequestTitle') : t('chat.offer.acceptOfferTitle')}
        confirmLabel={t('chat.offer.acceptFor', { price })}
        cancelLabel={t('chat.offer.notYet')}
        sending={accept.isPending}
        onConfirm={() => run(accept)}
      >
        {byProvider
          ? t('chat.offer.acceptProvider', { service, price })
          : t('chat.offer.acceptClient', { name: otherName, service, price })}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'decline'}
        onClose={close}
        title={t('chat.offer.declineTitle')}
        confirmLabel={t('chat.offer.declineConfirm')}
        cancelLabel={t('chat.offer.keep')}
        color="red"
        sending={decline.isPending}
        onConfirm={() => run(decline)}
      >
        {byProvider
          ? t('chat.offer.declineProvider', { name: otherName, what, price })
          : t('chat.offer.declineClient', { name: otherName, what, price })}
      </ConfirmModal>
      <CounterOfferModal
        opened={dialog === 'counter'}
        onClose={close}
        price={message.price ?? 0}
        from={otherName}
        scope={message.scope}
        sending={sendCounter.isPending}
        onSubmit={(next, slot, scope) =>
          sendCounter.mutate(
            { ...ref, price: next, slot, ...scope },
            {
              onSuccess: close,
              onError: askOnClash(() =>
                sendCounter.mutate(
                  { ...ref, price: next, slot, ...scope, confirm_clash: true },
                  { onSettled: close },
                ),
              ),
            },
          )
        }
      />
      <ConfirmModal
        opened={dialog === 'clash'}
        onClose={close}
        title={t('chat.slot.clashTitle')}
        confirmLabel={t('chat.slot.bookAnyway')}
        cancelLabel={t('chat.slot.notNow')}
        sending={accept.isPending || sendCounter.isPending}
        onConfirm={() => again?.()}
      >
        {t('chat.slot.clashText')}
      </ConfirmModal>
    </>
  );
}
