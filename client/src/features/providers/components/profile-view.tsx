import { Button, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmailText } from '#components/ui/email-text';
import { StarIcon } from '#components/ui/icons';
import type { ProviderProfile } from '#contracts/providers';
import { ProfileAvatar } from './profile-avatar';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM-DD` as e.g. '4 March 1990'; anything else as it came. */
function formatDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Props = {
  profile: ProviderProfile;
  image: { url: string | null; loading: boolean };
  onEdit: () => void;
};

/** The provider's details, read-only, with the picture and an Edit Profile button. */
export function ProfileView({ profile, image, onEdit }: Props) {
  const fullName = `${profile.firstName} ${profile.lastName}`;
  const rows: [string, ReactNode][] = [
    ['Email', <EmailText key="email" email={profile.email} />],
    ['Phone', profile.phone],
    ['Address', profile.address],
    ['City', profile.city_name],
    ['Gender', capitalise(profile.gender)],
    ['Date of birth', formatDate(profile.dob)],
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack align="center" gap="sm" w={{ base: '100%', sm: 200 }}>
          <ProfileAvatar fullName={fullName} imageUrl={image.url} loading={image.loading} />
          <Title order={2} size="h3" ta="center">
            {fullName}
          </Title>
          <Group gap={6} c={profile.averageRating === null ? 'dimmed' : 'yellow.8'}>
            <StarIcon size={18} />
            <Text size="sm" fw={600} c={profile.averageRating === null ? 'dimmed' : 'dark'}>
              {profile.averageRating === null
                ? 'No ratings yet'
                : `${profile.averageRating.toFixed(1)} average rating`}
            </Text>
          </Group>
          <Button onClick={onEdit} variant="light" fullWidth>
            Edit Profile
          </Button>
        </Stack>
        <DataList withDivider labelWidth={130} size="md" style={{ flex: '1 1 320px' }}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'break-word' }}>
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Group>
    </Paper>
  );
}
