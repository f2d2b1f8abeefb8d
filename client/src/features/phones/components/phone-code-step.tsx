import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { localForm, PHONE_CODE_TRIES, type PhoneState, phoneCode } from '#contracts/phones';
import { errorText } from '#lib/error-text';
import { textOrSelf } from '#lib/i18n';
import { useNow } from '#lib/use-now';
import { useResendPhoneCode, useVerifyPhone } from '../api/phone';

type Pending = NonNullable<PhoneState['pending']>;

/** How long until `iso`, in whole seconds (0 once it has passed). */
const secondsUntil = (iso: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/**
 * The 6 digits sent by SMS: typed (the phone offers them from the message), with how long the
 * code works, how many tries are left, and a new code once the brake allows one.
 */
export function PhoneCodeStep({
  phone,
  pending,
  verifiedPhone,
  onVerified,
  onOtherNumber,
}: {
  phone: string;
  /** The open code; null once it expired or was spent (a new one can still be asked for). */
  pending: Pending | null;
  verifiedPhone: string | null;
  onVerified: () => void;
  onOtherNumber: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPhone();
  const resend = useResendPhoneCode();
  const now = useNow(1000);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const expiresIn = pending ? secondsUntil(pending.expires_at, now) : 0;
  const resendIn = pending ? secondsUntil(pending.resend_at, now) : 0;
  const open = pending !== null && expiresIn > 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = phoneCode.safeParse(code);
    if (!parsed.success) {
      setFormatError(textOrSelf(parsed.error.issues[0]?.message));
      return;
    }
    setFormatError(null);
    resend.reset();
    const done = await verify.mutateAsync(parsed.data).catch(() => null);
    if (done) onVerified();
  };
  const sendAgain = async () => {
    verify.reset();
    setCode('');
    await resend.mutateAsync(undefined).catch(() => null);
  };
  const failure = verify.isError ? verify.error : resend.isError ? resend.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <Trans
            i18nKey="phones.settings.sentTo"
            values={{ phone: localForm(phone) }}
            components={{ number: <bdi dir="ltr" /> }}
          />
        </Text>
        {verifiedPhone && (
          <Text size="sm" c="dimmed">
            <Trans
              i18nKey="phones.settings.changing"
              values={{ phone: localForm(verifiedPhone) }}
              components={{ number: <bdi dir="ltr" /> }}
            />
          </Text>
        )}
        <TextInput
          label={t('phones.settings.code')}
          description={t('phones.settings.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={10}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={formatError}
          disabled={!open}
        />
        <Text size="sm" c={open ? 'dimmed' : 'red'} role="status" aria-live="polite">
          {!open
            ? t('phones.settings.expired')
            : expiresIn < 60
              ? t('phones.settings.expiresSoon')
              : t('phones.settings.expiresIn', { minutes: Math.ceil(expiresIn / 60) })}
          {open && pending.tries_left < PHONE_CODE_TRIES
            ? ` ${t('phones.settings.triesLeft', { count: pending.tries_left })}`
            : ''}
        </Text>
        <FormAlert message={failure ? errorText(failure) : null} />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={verify.isPending} disabled={!open}>
            {t('phones.settings.verify')}
          </Button>
          <Button
            variant="light"
            onClick={() => void sendAgain()}
            loading={resend.isPending}
            disabled={resendIn > 0}
          >
            {t('phones.settings.resend')}
          </Button>
          <Button variant="subtle" onClick={onOtherNumber}>
            {t('phones.settings.otherNumber')}
          </Button>
        </Group>
        {resendIn > 0 && (
          <Text size="sm" c="dimmed">
            {t('phones.settings.resendIn', { seconds: resendIn })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
