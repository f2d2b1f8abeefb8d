import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ProviderProfile } from '../../../../../contracts/providers';
import { ProviderDetailsFields } from '../../../components/forms/provider-details-fields';
import { zodResolver } from '../../../lib/zod-resolver';
import { FormAlert } from '../../auth/components/form-alert';
import { useUpdateProfile } from '../api';
import { profileUpdateError } from '../errors';
import { type ProfileEditValues, profileEditForm } from '../schemas';
import { ProfileImageField } from './profile-image-field';

type Props = {
  profile: ProviderProfile;
  currentImageUrl: string | null;
  onDone: (imageChanged: boolean) => void;
  onCancel: () => void;
};

function toFormData({ profileImage, ...fields }: ProfileEditValues): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  if (profileImage) data.append('profileImage', profileImage);
  return data;
}

/** Edit mode of the Profile tab: the details and a new picture, sent as one multipart PUT. */
export function ProfileEditForm({ profile, currentImageUrl, onDone, onCancel }: Props) {
  const update = useUpdateProfile();
  const [progress, setProgress] = useState(0);
  const form = useForm({
    resolver: zodResolver(profileEditForm),
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
    },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);
  const sendsImage = !!useWatch({ control: form.control, name: 'profileImage' });

  const onSubmit = form.handleSubmit(async (values) => {
    setProgress(0);
    try {
      await update.mutateAsync({ form: toFormData(values), onProgress: setProgress });
    } catch {
      return; // the alert shows it
    }
    notifications.show({ color: 'green', message: 'Profile updated' });
    onDone(!!values.profileImage);
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Title order={2} size="h3" mb="lg">
        Edit profile
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <ProfileImageField
            form={form}
            fullName={`${profile.firstName} ${profile.lastName}`}
            currentUrl={currentImageUrl}
            disabled={update.isPending}
          />
          <ProviderDetailsFields
            register={form.register}
            control={form.control}
            errors={form.formState.errors}
          />
          {update.isPending && sendsImage && (
            <div>
              <Text size="sm" mb={4} aria-hidden>
                {progress < 100 ? `Uploading picture… ${progress}%` : 'Saving…'}
              </Text>
              <Progress.Root size="md">
                <Progress.Section value={progress} animated aria-label="Upload progress" />
              </Progress.Root>
            </div>
          )}
          <FormAlert message={update.isError ? profileUpdateError(update.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
