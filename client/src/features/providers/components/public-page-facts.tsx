import { ActionIcon, Group, Popover, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '#components/ui/labelled-value';
import { LATE_CANCEL_HOURS, LATE_CANCEL_RECORD_DAYS } from '#contracts/late-cancellations';
import type { PublicProviderPage } from '#contracts/public-providers';
import { RESPONSE_TIME_DAYS, RESPONSE_TIME_MIN_SAMPLES } from '#contracts/response-times';
import { PublicSection } from './public-section';

/** A circled "i": the button's name says what it opens. */
const InfoIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2" />
    <path d="M12 11v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <circle cx="12" cy="7.5" r="1.3" fill="currentColor" />
  </svg>
);

const HOUR = 60;
const DAY = 24 * HOUR;

/** "25 minutes", "3 hours", "2 days": the median in its largest whole unit. */
function useDuration() {
  const { t } = useTranslation();
  return (minutes: number) => {
    if (minutes < HOUR) return t('providers.publicPage.minutes', { count: minutes });
    if (minutes < DAY)
      return t('providers.publicPage.hours', { count: Math.round(minutes / HOUR) });
    return t('providers.publicPage.days', { count: Math.round(minutes / DAY) });
  };
}

/** The provider's track record: completed jobs and the median response time, with its rule. */
export function PublicPageFacts({ provider }: { provider: PublicProviderPage }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const [ruleOpen, setRuleOpen] = useState(false);
  return (
    <PublicSection id="track-record" title={t('providers.publicPage.facts')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <LabelledValue label={t('providers.publicPage.completedJobs')}>
          {String(provider.completedJobs)}
        </LabelledValue>
        <LabelledValue label={t('providers.publicPage.lateCancellations')}>
          <span>
            {t('providers.publicPage.lateCount', {
              count: provider.lateCancellations,
              days: LATE_CANCEL_RECORD_DAYS,
            })}
          </span>
          <Text size="xs" c="dimmed">
            {t('providers.publicPage.lateRule', { hours: LATE_CANCEL_HOURS })}
          </Text>
        </LabelledValue>
        <LabelledValue label={t('providers.publicPage.responseTime')}>
          <Group gap={4} wrap="nowrap" align="center">
            <span>
              {provider.responseTime === null
                ? t('providers.publicPage.responseNone')
                : duration(provider.responseTime.medianMinutes)}
            </span>
            <Popover
              opened={ruleOpen}
              onChange={setRuleOpen}
              width={300}
              position="bottom"
              withArrow
              shadow="md"
            >
              <Popover.Target>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  radius="xl"
                  aria-label={t('providers.publicPage.aboutResponse')}
                  aria-expanded={ruleOpen}
                  onClick={() => setRuleOpen((open) => !open)}
                  // Escape closes it while focus stays on the button (Mantine closes it only
                  // from inside the dropdown).
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') setRuleOpen(false);
                  }}
                >
                  <InfoIcon />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">
                  {t('providers.publicPage.responseRule', {
                    days: RESPONSE_TIME_DAYS,
                    min: RESPONSE_TIME_MIN_SAMPLES,
                  })}
                </Text>
              </Popover.Dropdown>
            </Popover>
          </Group>
        </LabelledValue>
      </SimpleGrid>
    </PublicSection>
  );
}
