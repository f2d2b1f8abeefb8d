import { Button, Radio, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '#components/ui/auth-card';
import { BriefcaseIcon, WrenchIcon } from '#components/ui/icons';
import { text as say } from '#lib/i18n';
import { paths } from '#lib/paths';
import type { TextKey } from '#locales/catalog';
import { LoginPrompt } from '../components/login-prompt';
import { RoleOptionCard } from '../components/role-option-card';

type Role = 'client' | 'serviceProvider';

type RoleOption = {
  value: Role;
  label: TextKey;
  description: TextKey;
  to: string;
  Icon: typeof BriefcaseIcon;
};

const roles: RoleOption[] = [
  {
    value: 'client',
    label: 'auth.roleChoice.clientLabel',
    description: 'auth.roleChoice.clientDescription',
    to: paths.clientSignup,
    Icon: BriefcaseIcon,
  },
  {
    value: 'serviceProvider',
    label: 'auth.roleChoice.providerLabel',
    description: 'auth.roleChoice.providerDescription',
    to: paths.providerSignup,
    Icon: WrenchIcon,
  },
];

export function RoleChoicePage() {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role | null>(null);
  const navigate = useNavigate();
  const chosen = roles.find((r) => r.value === role);

  return (
    <AuthCard
      title={t('auth.roleChoice.title')}
      subtitle={t('auth.roleChoice.subtitle')}
      width={640}
      footer={<LoginPrompt />}
    >
      <Radio.Group
        value={role}
        onChange={(value) => setRole(value as Role)}
        label={<VisuallyHidden>{t('auth.roleChoice.legend')}</VisuallyHidden>}
        styles={{ label: { position: 'absolute' } }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {roles.map((r, index) => (
            <RoleOptionCard
              key={r.value}
              value={r.value}
              label={say(r.label)}
              description={say(r.description)}
              icon={<r.Icon size={26} />}
              tabbable={role ? role === r.value : index === 0}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {chosen && (
        <Button
          fullWidth
          size="md"
          mt="xl"
          onClick={() => navigate(chosen.to, { state: { role: chosen.value } })}
        >
          {t('auth.roleChoice.submit')}
        </Button>
      )}
    </AuthCard>
  );
}
