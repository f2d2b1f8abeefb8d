import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { FormAlert } from '#components/ui/form-alert';
import {
  ADMIN_INVITATION_HOURS,
  ADMIN_ROLE_TEXT,
  ADMIN_ROLES,
  type AdminRole,
  inviteAdminRequest,
} from '#contracts/admins';
import { isolate } from '#contracts/text-rules';
import { zodResolver } from '#lib/zod-resolver';
import type { Language } from '#locales/languages';
import { useInviteAdmin } from '../api/admin-team';
import { teamFailure } from '../failure';
import { ADMIN_ROLE_HINT } from '../role-hints';

const form = inviteAdminRequest.pick({ email: true, role: true });

/** The owner invites an admin by email with a role; the email goes in the page's language. */
export function InviteAdminForm() {
  const { t, i18n } = useTranslation();
  const invite = useInviteAdmin();
  const { register, control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(form),
    defaultValues: { email: '', role: 'moderator' as AdminRole },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, role }) => {
    try {
      await invite.mutateAsync({ email, role, language: i18n.language as Language });
    } catch (error) {
      const message = teamFailure(error);
      if (message) setError('root', { message });
      return;
    }
    notifications.show({
      color: 'green',
      message: t('admins.invite.sent', { email: isolate(email) }),
    });
    reset({ email: '', role });
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('admins.invite.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admins.invite.intro', { hours: ADMIN_INVITATION_HOURS })}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('admins.invite.email')}
              type="email"
              dir="ltr"
              autoComplete="off"
              required
              miw={240}
              error={errors.email?.message}
              {...register('email')}
            />
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <ChoiceSelect
                  label={t('admins.invite.role')}
                  data={ADMIN_ROLES.map((r) => ({ value: r, label: t(ADMIN_ROLE_TEXT[r]) }))}
                  description={t(ADMIN_ROLE_HINT[field.value])}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={field.value}
                  onChange={(value) => field.onChange(value as AdminRole)}
                  miw={180}
                  maw={320}
                />
              )}
            />
          </Group>
          <FormAlert message={errors.root?.message ?? null} />
          <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
            {t('admins.invite.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
