import { Group, Badge as MantineBadge, Popover, Text, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ClockIcon, PhoneCheckIcon, StarIcon } from '#components/ui/icons';
import type { Badge, BadgeKind } from '#contracts/badges';
import type { TextKey } from '#locales/catalog';

type Look = { color: string; Icon: typeof CheckIcon; name: TextKey; rule: TextKey };
const LOOK: Record<BadgeKind, Look> = {
  phone_verified: {
    color: 'green',
    Icon: PhoneCheckIcon,
    name: 'badges.kinds.phone_verified',
    rule: 'badges.rules.phone_verified',
  },
  id_verified: {
    color: 'brand',
    Icon: CheckIcon,
    name: 'badges.kinds.id_verified',
    rule: 'badges.rules.id_verified',
  },
  top_rated: {
    color: 'yellow',
    Icon: StarIcon,
    name: 'badges.kinds.top_rated',
    rule: 'badges.rules.top_rated',
  },
  fast_response: {
    color: 'blue',
    Icon: ClockIcon,
    name: 'badges.kinds.fast_response',
    rule: 'badges.rules.fast_response',
  },
};

/**
 * One badge: its name is a button that shows the rule that earned it (decision 0066), on
 * hover, on tap, and from the keyboard (Enter or Space; Escape closes it).
 */
function OneBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const ruleId = useId();
  const { color, Icon, name, rule } = LOOK[badge.kind];
  const label = t(name);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onClose={() => setOpened(false)}
      width={260}
      position="bottom-start"
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <UnstyledButton
          aria-expanded={opened}
          aria-controls={opened ? ruleId : undefined}
          aria-label={t('badges.explain', { badge: label })}
          onClick={() => setOpened((o) => !o)}
          onMouseEnter={() => setOpened(true)}
          onMouseLeave={() => setOpened(false)}
          onBlur={() => setOpened(false)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpened(false);
          }}
          style={{ borderRadius: 999 }}
        >
          <MantineBadge
            color={color}
            variant="light"
            tt="none"
            leftSection={<Icon size={14} />}
            style={{ cursor: 'help' }}
          >
            {label}
          </MantineBadge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown id={ruleId} role="note">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{t(rule, badge.rule)}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A provider's badges, each with its rule; nothing when it earned none. */
export function ProviderBadges({ badges }: { badges: readonly Badge[] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <Group
      component="ul"
      gap={6}
      aria-label={t('badges.listLabel')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {badges.map((b) => (
        <li key={b.kind}>
          <OneBadge badge={b} />
        </li>
      ))}
    </Group>
  );
}
