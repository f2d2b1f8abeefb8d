import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { CheckIcon } from '#components/ui/icons';
import { PagedQueryStates } from '#components/ui/paged-query-states';
import { Typed } from '#components/ui/typed';
import {
  USER_KINDS,
  USER_SEARCH_MAX,
  USER_STATUSES,
  type UserKind,
  type UserListItem,
  type UserStatus,
} from '#contracts/users';
import { formatDay } from '#lib/format-date';
import { type UserFilters, useUserSearch } from '../api/admin-users';
import { PersonPanel } from './person-panel';

const isKind = (v: string | null): v is UserKind => USER_KINDS.some((k) => k === v);
const isStatus = (v: string | null): v is UserStatus => USER_STATUSES.some((s) => s === v);

/** One person of the list, as a card (a table would scroll sideways on a phone). */
function UserCard({ user, onOpen }: { user: UserListItem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="user-card">
      <Group justify="space-between" align="start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>
              <Typed>{user.name}</Typed>
            </Text>
            <Badge variant="light" color={user.kind === 'clients' ? 'blue' : 'grape'}>
              {t(`users.desk.kindOne.${user.kind}`)}
            </Badge>
            {user.suspended && (
              <Badge variant="filled" color="red">
                {t('users.desk.statuses.suspended')}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Typed>{user.email}</Typed>
          </Text>
          <Text size="sm" c="dimmed">
            {user.phone ? <Typed>{user.phone}</Typed> : t('users.desk.noPhone')}
            {' · '}
            {t('users.desk.joined', { date: formatDay(user.created_at) })}
          </Text>
        </Stack>
        <Button
          variant="light"
          onClick={onOpen}
          aria-label={`${t('users.desk.open')}: ${user.name}`}
        >
          {t('users.desk.open')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The users desk (decision 0068): search clients and providers by name, email or phone,
 * filter by kind and standing, page through them, and open one person.
 */
export function UsersTab() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<UserFilters>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const users = useUserSearch(filters);

  if (openId !== null) return <PersonPanel id={openId} onBack={() => setOpenId(null)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters((f) => ({ ...f, q: draft.trim() || undefined }));
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('users.desk.title')}
      </Title>
      <Group align="end" gap="sm" wrap="wrap" component="form" onSubmit={submit} role="search">
        <TextInput
          label={t('users.desk.search')}
          description={t('users.desk.searchHint')}
          value={draft}
          maxLength={USER_SEARCH_MAX}
          dir="auto"
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        <Button type="submit">{t('users.desk.search')}</Button>
        <ChoiceSelect
          label={t('users.desk.kind')}
          placeholder={t('users.desk.any')}
          clearable
          data={USER_KINDS.map((k) => ({ value: k, label: t(`users.desk.kinds.${k}`) }))}
          value={filters.kind ?? null}
          onChange={(v) => setFilters((f) => ({ ...f, kind: isKind(v) ? v : undefined }))}
          w={{ base: '100%', sm: 200 }}
        />
        <ChoiceSelect
          label={t('users.desk.status')}
          placeholder={t('users.desk.any')}
          clearable
          data={USER_STATUSES.map((s) => ({ value: s, label: t(`users.desk.statuses.${s}`) }))}
          value={filters.status ?? null}
          onChange={(v) => setFilters((f) => ({ ...f, status: isStatus(v) ? v : undefined }))}
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      <PagedQueryStates
        query={users}
        loading={
          <Skeleton
            height={240}
            role="status"
            aria-busy="true"
            aria-label={t('users.desk.loading')}
          />
        }
        errorMessage={t('users.desk.loadFailed')}
        empty={{
          icon: <CheckIcon size={28} />,
          title: t('users.desk.emptyTitle'),
          description: t('users.desk.emptyText'),
        }}
        what={t('users.desk.loadMoreWhat')}
      >
        {(items: UserListItem[]) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((user) => (
              <UserCard key={user.id} user={user} onOpen={() => setOpenId(user.id)} />
            ))}
          </Stack>
        )}
      </PagedQueryStates>
    </Stack>
  );
}
