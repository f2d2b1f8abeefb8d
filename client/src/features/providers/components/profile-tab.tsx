import { Alert, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmailText } from '#components/ui/email-text';
import { LoadError } from '#components/ui/load-error';
import { usePrivateImage } from '#lib/use-private-image';
import { useProviderProfile } from '../api/providers';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      role="status"
      aria-busy="true"
      aria-label={t('providers.profile.loading')}
    >
      <Group align="flex-start" gap="xl">
        <Stack align="center" gap="sm" w={{ base: '100%', sm: 200 }}>
          <Skeleton circle height={120} />
          <Skeleton height={24} width="80%" />
          <Skeleton height={16} width="60%" />
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 320px' }}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={20} />
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The Profile tab: the details, or the form to change them. */
export function ProfileTab() {
  const { t } = useTranslation();
  const profile = useProviderProfile();
  const [editing, setEditing] = useState(false);
  // Bumped after a new picture is saved: the same image path then serves new bytes.
  const [imageVersion, setImageVersion] = useState(0);
  // Where the confirmation link of a new email went (the email itself is not changed yet).
  const [emailSentTo, setEmailSentTo] = useState<string | null>(null);
  const image = usePrivateImage(profile.data?.profileImage, imageVersion);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <LoadError
        message={t('providers.profile.loadFailed')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  if (editing) {
    return (
      <ProfileEditForm
        profile={profile.data}
        currentImageUrl={image.url}
        onCancel={() => setEditing(false)}
        onDone={(imageChanged, sentTo) => {
          if (imageChanged) setImageVersion((v) => v + 1);
          if (sentTo) setEmailSentTo(sentTo);
          setEditing(false);
        }}
      />
    );
  }
  const view = <ProfileView profile={profile.data} image={image} onEdit={() => setEditing(true)} />;
  if (!emailSentTo) return view;
  return (
    <Stack gap="md">
      <Alert
        role="status"
        color="blue"
        variant="light"
        radius="md"
        title={t('providers.profile.checkInbox')}
        withCloseButton
        closeButtonLabel={t('providers.profile.dismiss')}
        onClose={() => setEmailSentTo(null)}
      >
        {t('providers.emailChange.confirmationSent', { to: emailSentTo })}{' '}
        <Trans
          i18nKey="providers.profile.untilThen"
          values={{ email: profile.data.email }}
          components={{ email: <EmailText email={profile.data.email} /> }}
        />
      </Alert>
      {view}
    </Stack>
  );
}
