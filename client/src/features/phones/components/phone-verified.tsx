import { Badge, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { CheckIcon } from '#components/ui/icons';
import { localForm } from '#contracts/phones';
import { errorText } from '#lib/error-text';
import { useRemovePhone } from '../api/phone';

/** The verified number (the owner's eyes only), with Change and Remove. */
export function PhoneVerified({
  phone,
  onChange,
  onRemoved,
}: {
  phone: string;
  onChange: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState(false);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Text>
          <Trans
            i18nKey="phones.settings.verifiedNumber"
            values={{ phone: localForm(phone) }}
            components={{ number: <bdi dir="ltr" /> }}
          />
        </Text>
        <Badge color="green" variant="light" leftSection={<CheckIcon size={14} />} tt="none">
          {t('phones.settings.verified')}
        </Badge>
      </Group>
      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={onChange}>
          {t('phones.settings.change')}
        </Button>
        <Button variant="default" color="red" onClick={() => setRemoving(true)}>
          {t('phones.settings.remove')}
        </Button>
      </Group>
      <RemovePhoneModal
        opened={removing}
        onClose={() => setRemoving(false)}
        onRemoved={() => {
          setRemoving(false);
          onRemoved();
        }}
      />
    </Stack>
  );
}

function RemovePhoneModal({
  opened,
  onClose,
  onRemoved,
}: {
  opened: boolean;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemovePhone();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setPassword('');
    setMissing(false);
    remove.reset();
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    const done = await remove.mutateAsync({ password }).catch(() => null);
    if (done) {
      setPassword('');
      onRemoved();
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('phones.settings.removeTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('phones.settings.removeHint')}</Text>
          <PasswordInput
            label={t('phones.settings.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={missing ? t('phones.errors.passwordToRemove') : undefined}
            data-autofocus
          />
          <FormAlert message={remove.isError ? errorText(remove.error) : null} />
          <Group gap="sm" justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={close}>
              {t('phones.settings.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {t('phones.settings.remove')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
