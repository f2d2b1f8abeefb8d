import { Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { Typed } from '#components/ui/typed';
import {
  ADMIN_ROLE_TEXT,
  ADMIN_ROLES,
  type AdminInvitation,
  type AdminRole,
  type AdminSummary,
} from '#contracts/admins';
import { isolate } from '#contracts/text-rules';
import { formatDayTime } from '#lib/format-date';
import {
  useAdminMe,
  useAdminTeam,
  useCancelInvitation,
  useChangeAdminRole,
  useRemoveAdmin,
} from '../api/admin-team';
import { teamFailure } from '../failure';
import { InviteAdminForm } from './invite-admin-form';

/** What is being asked once before it is done: removing an admin or cancelling an invitation. */
type Pending =
  | { kind: 'remove'; admin: AdminSummary }
  | { kind: 'cancel'; invitation: AdminInvitation };

/**
 * The owner's Admins tab (decision 0072): every admin with its role, status and last sign-in,
 * every open invitation, the invite form; roles change in place, removal asks once.
 */
export function AdminsTab() {
  const { t } = useTranslation();
  const team = useAdminTeam();
  const me = useAdminMe();
  const [pending, setPending] = useState<Pending | null>(null);

  let list: ReactNode;
  if (team.isPending) list = <Skeleton height={160} aria-label={t('admins.list.loading')} />;
  else if (team.isError)
    list = <LoadError message={t('admins.list.loadFailed')} onRetry={() => void team.refetch()} />;
  else {
    const owners = team.data.admins.filter((a) => a.role === 'owner').length;
    list = (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('admins.list.title')}>
        {team.data.admins.map((admin) => (
          <AdminRow
            key={admin.admin_id}
            admin={admin}
            isMe={admin.admin_id === me.data?.admin_id}
            lastOwner={admin.role === 'owner' && owners <= 1}
            onRemove={() => setPending({ kind: 'remove', admin })}
          />
        ))}
        {team.data.invitations.map((invitation) => (
          <InvitationRow
            key={invitation.invitation_id}
            invitation={invitation}
            onCancel={() => setPending({ kind: 'cancel', invitation })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('admins.list.title')}
      </Title>
      {list}
      <InviteAdminForm />
      <ConfirmModal pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}

type AdminRowProps = {
  admin: AdminSummary;
  isMe: boolean;
  lastOwner: boolean;
  onRemove: () => void;
};

function AdminRow({ admin, isMe, lastOwner, onRemove }: AdminRowProps) {
  const { t } = useTranslation();
  const change = useChangeAdminRole();
  const name = admin.username;
  const onRole = (value: string | null) => {
    const role = value as AdminRole;
    if (!value || role === admin.role) return;
    change.mutate(
      { adminId: admin.admin_id, role },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('admins.list.roleChanged', {
              name: isolate(name),
              role: t(ADMIN_ROLE_TEXT[role]),
            }),
          }),
        onError: (error) => {
          const message = teamFailure(error);
          if (message) notifications.show({ color: 'red', message });
        },
      },
    );
  };
  return (
    <RowCard>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>
              <Typed>{name}</Typed>
            </Text>
            {isMe && <Badge variant="light">{t('admins.list.you')}</Badge>}
            <Badge color="green" variant="light">
              {t('admins.list.active')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('admins.list.lastSignIn')}:{' '}
            {admin.last_login_at
              ? formatDayTime(Date.parse(admin.last_login_at))
              : t('admins.list.never')}
          </Text>
          {lastOwner && (
            <Text size="xs" c="dimmed">
              {t('admins.list.lastOwnerNote')}
            </Text>
          )}
        </Stack>
        <Group gap="xs" align="flex-end">
          <ChoiceSelect
            label={t('admins.list.role')}
            aria-label={t('admins.list.changeRole', { name })}
            data={ADMIN_ROLES.map((r) => ({ value: r, label: t(ADMIN_ROLE_TEXT[r]) }))}
            value={admin.role}
            onChange={onRole}
            disabled={lastOwner || change.isPending}
            w={160}
          />
          <Button
            variant="subtle"
            color="red"
            disabled={lastOwner}
            onClick={onRemove}
            aria-label={t('admins.list.removeLabel', { name })}
          >
            {t('admins.list.remove')}
          </Button>
        </Group>
      </Group>
    </RowCard>
  );
}

function InvitationRow({
  invitation,
  onCancel,
}: {
  invitation: AdminInvitation;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RowCard>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>
              <Typed>{invitation.email}</Typed>
            </Text>
            <Badge color="yellow" variant="light">
              {t('admins.list.invited')}
            </Badge>
            <Badge variant="outline">{t(ADMIN_ROLE_TEXT[invitation.role])}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('admins.list.expires', { date: formatDayTime(Date.parse(invitation.expires_at)) })}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          color="red"
          onClick={onCancel}
          aria-label={t('admins.list.cancelLabel', { name: invitation.email })}
        >
          {t('admins.list.cancel')}
        </Button>
      </Group>
    </RowCard>
  );
}

/** One admin or invitation of the list. */
function RowCard({ children }: { children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      {children}
    </Paper>
  );
}

/** Asks once before an admin is removed or an invitation cancelled. */
function ConfirmModal({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveAdmin();
  const cancel = useCancelInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = remove.isPending || cancel.isPending;
  const name =
    pending?.kind === 'remove' ? pending.admin.username : (pending?.invitation.email ?? '');

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      if (pending.kind === 'remove') await remove.mutateAsync(pending.admin.admin_id);
      else await cancel.mutateAsync(pending.invitation.invitation_id);
    } catch (error) {
      setFailure(teamFailure(error));
      return;
    }
    notifications.show({
      color: 'green',
      message: t(pending.kind === 'remove' ? 'admins.list.removed' : 'admins.list.cancelled', {
        name: isolate(name),
      }),
    });
    onClose();
  };

  return (
    <Modal
      opened={pending !== null}
      onClose={
        busy
          ? () => undefined
          : () => {
              setFailure(null);
              onClose();
            }
      }
      title={pending?.kind === 'cancel' ? t('admins.list.cancel') : t('admins.list.remove')}
      centered
    >
      <Stack>
        <Text size="sm">
          {t(
            pending?.kind === 'cancel' ? 'admins.list.cancelConfirm' : 'admins.list.removeConfirm',
            {
              name: isolate(name),
            },
          )}
        </Text>
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('admins.list.keep')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {pending?.kind === 'cancel' ? t('admins.list.cancel') : t('admins.list.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
