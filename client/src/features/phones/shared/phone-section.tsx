import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { usePhoneState } from '../api/phone';
import { PhoneCodeStep } from '../components/phone-code-step';
import { PhoneNumberStep } from '../components/phone-number-step';
import { PhoneVerified } from '../components/phone-verified';

/** What the section shows when the person chose it, rather than what the server state says. */
type Chosen = { step: 'number' } | { step: 'code'; phone: string } | null;

/**
 * Account settings' "Mobile number" (decision 0053): enter a number, type the code sent to it,
 * then see it verified, with Change (the password, and a new code) and Remove.
 */
export function PhoneSection() {
  const { t } = useTranslation();
  const heading = useId();
  const state = usePhoneState();
  const [chosen, setChosen] = useState<Chosen>(null);
  const [news, setNews] = useState<string | null>(null);
  // A code under way keeps its step on screen once the code expires or is spent (its message
  // and "Send a new code" stay), until the person verifies or picks another number.
  const pendingPhone = state.data?.pending?.phone;
  useEffect(() => {
    if (pendingPhone) setChosen((now) => now ?? { step: 'code', phone: pendingPhone });
  }, [pendingPhone]);

  const body = () => {
    if (state.isPending) {
      return (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('phones.settings.loading')}>
          <Skeleton height={56} />
          <Skeleton height={36} width="40%" />
        </Stack>
      );
    }
    if (state.isError) {
      return (
        <LoadError message={t('phones.settings.loadError')} onRetry={() => void state.refetch()} />
      );
    }
    const { phone, pending } = state.data;
    const back = phone || pending ? () => setChosen(null) : undefined;
    if (chosen?.step === 'number' || (!chosen && !pending && !phone)) {
      return (
        <PhoneNumberStep
          verifiedPhone={phone}
          onCancel={chosen ? back : undefined}
          onSent={(next) => {
            setNews(null);
            setChosen(next.pending ? { step: 'code', phone: next.pending.phone } : null);
          }}
        />
      );
    }
    const codeFor = chosen?.step === 'code' ? chosen.phone : pending?.phone;
    if (codeFor) {
      return (
        <PhoneCodeStep
          phone={codeFor}
          pending={pending?.phone === codeFor ? pending : null}
          verifiedPhone={phone}
          onVerified={() => {
            setChosen(null);
            setNews(t('phones.settings.done'));
          }}
          onOtherNumber={() => setChosen({ step: 'number' })}
        />
      );
    }
    return (
      <PhoneVerified
        phone={phone as string}
        onChange={() => {
          setNews(null);
          setChosen({ step: 'number' });
        }}
        onRemoved={() => {
          setChosen(null);
          setNews(t('phones.settings.removed'));
        }}
      />
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={heading}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={heading}>
          {t('phones.settings.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('phones.settings.hint')}
        </Text>
        <FormAlert tone="success" message={news} />
        {body()}
      </Stack>
    </Paper>
  );
}
