import { Button, Group, Paper, PasswordInput, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { fullName } from '#contracts/people';
import { CITY_CHANGE_DAYS, type ProviderProfile } from '#contracts/providers';
import { formatDay } from '#lib/format-date';
import { zodResolver } from '#lib/zod-resolver';
import { useUpdateProfile } from '../api/providers';
import { cityChangeError, currentPasswordError, profileUpdateError } from '../errors';
import { emailChanged, type ProfileEditValues, profileEditFormFor } from '../schemas';
import { ProviderDetailsFields } from '../shared/provider-details-fields';
import { ProfileImageField } from './profile-image-field';

type Props = {
  profile: ProviderProfile;
  currentImageUrl: string | null;
  /** `emailSentTo`: a new email waits for the link mailed to this address. */
  onDone: (imageChanged: boolean, emailSentTo?: string) => void;
  onCancel: () => void;
};

/** The fields as multipart; the current password only goes along with a new email. */
function toFormData(
  { profileImage, current_password, ...fields }: ProfileEditValues,
  savedEmail: string,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  if (current_password && fields.email !== savedEmail.toLowerCase()) {
    data.append('current_password', current_password);
  }
  if (profileImage) data.append('profileImage', profileImage);
  return data;
}

/** How often the city may change, or when it may change again (decision 0045). */
function cityRule(t: TFunction, changeableAt: number | null): string {
  if (changeableAt === null || changeableAt <= Date.now()) {
    return t('providers.editProfile.cityHint', { days: CITY_CHANGE_DAYS });
  }
  return t('providers.editProfile.cityLocked', {
    date: formatDay(new Date(changeableAt).toISOString()),
  });
}

/** Edit mode of the Profile tab: the details and a new picture, sent as one multipart PUT. */
export function ProfileEditForm({ profile, currentImageUrl, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [progress, setProgress] = useState(0);
  const schema = useMemo(() => profileEditFormFor(profile.email), [profile.email]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone,
      address: profile.address,
      city_id: String(profile.city_id),
      gender: profile.gender,
      dob: profile.dob,
      profileImage: null,
      current_password: '',
    },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);
  const sendsImage = !!useWatch({ control: form.control, name: 'profileImage' });
  // A new email needs the current password: the field appears only then.
  const changingEmail = emailChanged(
    useWatch({ control: form.control, name: 'email' }),
    profile.email,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setProgress(0);
    let sentTo: string | undefined;
    try {
      const answer = await update.mutateAsync({
        form: toFormData(values, profile.email),
        onProgress: setProgress,
      });
      sentTo = answer.emailConfirmationSentTo;
    } catch (error) {
      const passwordProblem = currentPasswordError(error);
      if (passwordProblem) {
        form.setError('current_password', { message: passwordProblem }, { shouldFocus: true });
      }
      const cityProblem = cityChangeError(error);
      if (cityProblem) form.setError('city_id', { message: cityProblem }, { shouldFocus: true });
      return; // otherwise the alert shows it
    }
    notifications.show({ color: 'green', message: t('providers.editProfile.saved') });
    // The tab then shows where the confirmation link went (the email is not changed yet).
    onDone(!!values.profileImage, sentTo);
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Title order={2} size="h3" mb="lg">
        {t('providers.editProfile.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <ProfileImageField
            form={form}
            fullName={fullName(profile.firstName, profile.lastName)}
            currentUrl={currentImageUrl}
            disabled={update.isPending}
          />
          <ProviderDetailsFields
            register={form.register}
            control={form.control}
            errors={form.formState.errors}
            cityDescription={cityRule(t, profile.cityChangeableAt)}
          />
          {changingEmail && (
            <PasswordInput
              label={t('providers.editProfile.currentPassword')}
              description={t('providers.editProfile.currentPasswordHint', { email: profile.email })}
              autoComplete="current-password"
              required
              error={form.formState.errors.current_password?.message}
              {...form.register('current_password')}
            />
          )}
          {update.isPending && sendsImage && (
            <div>
              <Text size="sm" mb={4} aria-hidden>
                {progress < 100
                  ? t('providers.editProfile.uploading', { percent: progress })
                  : t('providers.editProfile.saving')}
              </Text>
              <Progress.Root size="md">
                <Progress.Section
                  value={progress}
                  animated
                  aria-label={t('providers.editProfile.uploadProgress')}
                />
              </Progress.Root>
            </div>
          )}
          <FormAlert message={update.isError ? profileUpdateError(update.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={update.isPending}>
              {t('providers.editProfile.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('providers.editProfile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
