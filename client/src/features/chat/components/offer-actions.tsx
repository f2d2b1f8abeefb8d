import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { UserType } from '#contracts/auth';
import type { ChatMessage } from '#contracts/chat';
import { useMoney } from '#lib/use-currency';
import { type OfferDecision, useCounterOffer, useOfferDecision } from '../offer-mutations';
import { ConfirmOfferModal } from './confirm-offer-modal';
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

type Dialog = OfferDecision | 'counter' | null;

/**
 * The buttons of a pending offer. Its maker may withdraw it; the other party may accept it
 * (the provider's "Accept Request" on a client's offer, "Accept offer" on a provider's),
 * decline it or counter it. Each asks once (the counter asks for the price).
 */
export function OfferActions({ message, viewer, otherName, counter, describedBy }: Props) {
  const money = useMoney();
  const [dialog, setDialog] = useState<Dialog>(null);
  const accept = useOfferDecision('accept');
  const decline = useOfferDecision('decline');
  const withdraw = useOfferDecision('withdraw');
  const sendCounter = useCounterOffer();

  const own = message.sender_type === viewer;
  const ref = { offer_id: message.offer_id ?? 0, room: message.room };
  const price = money(message.price ?? 0);
  const service = message.service_name ?? 'the service';
  const close = () => setDialog(null);
  const run = (mutation: typeof accept) => mutation.mutate(ref, { onSettled: close });
  const byProvider = viewer === 'serviceproviders';
  const offerName = counter ? 'counter-offer' : 'offer';

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
            Withdraw offer
          </Button>
        </Group>
        <ConfirmOfferModal
          opened={dialog === 'withdraw'}
          onClose={close}
          title="Withdraw this offer?"
          confirmLabel="Withdraw offer"
          color="red"
          sending={withdraw.isPending}
          onConfirm={() => run(withdraw)}
        >
          {byProvider
            ? `Your ${offerName} of ${price} will be withdrawn. ${otherName} can still send you a new price.`
            : `Your ${offerName} of ${price} for ${service} will be withdrawn. The request stays open: you can send a new offer later.`}
        </ConfirmOfferModal>
      </>
    );
  }

  return (
    <>
      <Group gap="xs">
        <Button size="xs" onClick={() => setDialog('accept')} aria-describedby={describedBy}>
          {byProvider ? 'Accept Request' : 'Accept offer'}
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => setDialog('counter')}
          aria-describedby={describedBy}
        >
          Counter
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => setDialog('decline')}
          aria-describedby={describedBy}
        >
          Decline
        </Button>
      </Group>
      <ConfirmOfferModal
        opened={dialog === 'accept'}
        onClose={close}
        title={byProvider ? 'Accept this request?' : 'Accept this offer?'}
        confirmLabel={`Accept for ${price}`}
        cancelLabel="Not yet"
        sending={accept.isPending}
        onConfirm={() => run(accept)}
      >
        {byProvider
          ? `You agree to do ${service} for ${price}. The request becomes your order, and the client's offers to other providers close.`
          : `${otherName} will do ${service} for ${price}. Your request becomes an order with them, and your offers in other chats close.`}
      </ConfirmOfferModal>
      <ConfirmOfferModal
        opened={dialog === 'decline'}
        onClose={close}
        title="Decline this offer?"
        confirmLabel="Decline offer"
        color="red"
        sending={decline.isPending}
        onConfirm={() => run(decline)}
      >
        {byProvider
          ? `${otherName}'s ${offerName} of ${price} will be declined. They can still send you a new price.`
          : `${otherName}'s ${offerName} of ${price} will be declined. You can still send a new price below.`}
      </ConfirmOfferModal>
      <CounterOfferModal
        opened={dialog === 'counter'}
        onClose={close}
        price={message.price ?? 0}
        from={otherName}
        sending={sendCounter.isPending}
        onSubmit={(next) => sendCounter.mutate({ ...ref, price: next }, { onSuccess: close })}
      />
    </>
  );
}
