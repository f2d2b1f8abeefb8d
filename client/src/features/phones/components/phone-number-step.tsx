import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '#components/ui/form-alert';
import { PHONE_INPUT_MAX, type PhoneState, phoneNumberInput } from '#contracts/phones';
import { errorText } from '#lib/error-text';
import { zodResolver } from '#lib/zod-resolver';
import { useStartPhone } from '../api/phone';

const withoutPassword = z.object({ phone: phoneNumberInput, password: z.string() });
const withPassword = withoutPassword.extend({
  password: z.string().min(1, 'phones.errors.passwordToChange').max(200),
});

/**
 * The number to verify, checked here as the server checks it (contracts/phones.ts); replacing
 * a verified number asks the password too.
 */
export function PhoneNumberStep({
  verifiedPhone,
  onSent,
  onCancel,
}: {
  /** The account's verified number, if any: then the password is asked. */
  verifiedPhone: string | null;
  onSent: (state: PhoneState) => void;
  /** Shown when there is somewhere to go back to. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartPhone();
  const changing = verifiedPhone !== null;
  const form = useForm({
    resolver: zodResolver(changing ? withPassword : withoutPassword),
    defaultValues: { phone: '', password: '' },
  });
  const onSubmit = form.handleSubmit(async ({ phone, password }) => {
    const state = await start
      .mutateAsync({ phone, ...(changing ? { password } : {}) })
      .catch(() => null); // the alert says why
    if (state) onSent(state);
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {changing && (
          <Text size="sm" c="dimmed">
            {t('phones.settings.changeHint')}
          </Text>
        )}
        <TextInput
          label={t('phones.settings.number')}
          description={t('phones.settings.numberHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={PHONE_INPUT_MAX}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        {changing && (
          <PasswordInput
            label={t('phones.settings.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
        )}
        <FormAlert message={start.isError ? errorText(start.error) : null} />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={start.isPending}>
            {t('phones.settings.send')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={start.isPending}>
              {t('phones.settings.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
