import { Button, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from '#components/ui/email-text';
import { StarIcon } from '#components/ui/icons';
import { Typed } from '#components/ui/typed';
import { fullName } from '#contracts/people';
import type { ProviderProfile } from '#contracts/providers';
import { currentIntlLocale } from '#lib/i18n';
import type { TextKey } from '#locales/catalog';
import { ProfileAvatar } from './profile-avatar';

/** `YYYY-MM-DD` as e.g. '4 March 1990' in the reader's language; anything else as it came. */
function formatDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(currentIntlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const GENDERS = {
  female: 'auth.fields.female',
  male: 'auth.fields.male',
  other: 'auth.fields.other',
} as const satisfies Record<ProviderProfile['gender'], TextKey>;

type Props = {
  profile: ProviderProfile;
  image: { url: string | null; loading: boolean };
  onEdit: () => void;
};

/** The provider's details, read-only, with the picture and an Edit Profile button. */
export function ProfileView({ profile, image, onEdit }: Props) {
  const { t } = useTranslation();
  const name = fullName(profile.firstName, profile.lastName);
  const rows: [string, ReactNode][] = [
    [t('providers.profile.email'), <EmailText key="email" email={profile.email} />],
    [t('providers.profile.phone'), profile.phone],
    [t('providers.profile.address'), profile.address],
    [t('providers.profile.city'), profile.city_name],
    [t('providers.profile.gender'), t(GENDERS[profile.gender])],
    [t('providers.profile.dob'), formatDate(profile.dob)],
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack align="center" gap="sm" w={{ base: '100%', sm: 200 }}>
          <ProfileAvatar fullName={name} imageUrl={image.url} loading={image.loading} />
          <Title order={2} size="h3" ta="center">
            <Typed>{name}</Typed>
          </Title>
          <Group gap={6} c={profile.averageRating === null ? 'dimmed' : 'yellow.8'}>
            <StarIcon size={18} />
            <Text size="sm" fw={600} c={profile.averageRating === null ? 'dimmed' : 'dark'}>
              {profile.averageRating === null
                ? t('providers.profile.noRatings')
                : t('providers.profile.averageRating', {
                    rating: profile.averageRating.toFixed(1),
                  })}
            </Text>
          </Group>
          <Button onClick={onEdit} variant="light" fullWidth>
            {t('providers.profile.edit')}
          </Button>
        </Stack>
        <DataList withDivider labelWidth={130} size="md" style={{ flex: '1 1 320px' }}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'break-word' }}>
                {typeof value === 'string' ? <bdi>{value}</bdi> : value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Group>
    </Paper>
  );
}
