import { Button, Radio, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BriefcaseIcon, WrenchIcon } from '#components/ui/icons';
import { AuthCard } from '../components/auth-card';
import { LoginPrompt } from '../components/login-prompt';
import { RoleOptionCard } from '../components/role-option-card';

type Role = 'client' | 'serviceProvider';

type RoleOption = {
  value: Role;
  label: string;
  description: string;
  to: string;
  Icon: typeof BriefcaseIcon;
};

const roles: RoleOption[] = [
  {
    value: 'client',
    label: "I'm a client, hiring for a project",
    description: 'Find trusted local providers, chat with them and agree on a price.',
    to: '/Client',
    Icon: BriefcaseIcon,
  },
  {
    value: 'serviceProvider',
    label: "I'm a Service Provider, looking for work",
    description: 'Receive requests from clients in your city and grow your reputation.',
    to: '/SP',
    Icon: WrenchIcon,
  },
];

export function RoleChoicePage() {
  const [role, setRole] = useState<Role | null>(null);
  const navigate = useNavigate();
  const chosen = roles.find((r) => r.value === role);

  return (
    <AuthCard
      title="Join as a Client or Service Provider"
      subtitle="Choose your role and start your journey with us today!"
      width={640}
      footer={<LoginPrompt />}
    >
      <Radio.Group
        value={role}
        onChange={(value) => setRole(value as Role)}
        label={<VisuallyHidden>I want to join as</VisuallyHidden>}
        styles={{ label: { position: 'absolute' } }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {roles.map((r, index) => (
            <RoleOptionCard
              key={r.value}
              value={r.value}
              label={r.label}
              description={r.description}
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
          Create Account
        </Button>
      )}
    </AuthCard>
  );
}
