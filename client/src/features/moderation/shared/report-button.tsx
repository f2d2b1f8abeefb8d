import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTargetKind } from '#contracts/moderation';

// Fetched when opened: a page listing reviews (a provider's public page) does not load and run
// the dialog's form, its schemas and its focus trap for a click that may never come (decision 0101).
const ReportDialog = lazy(async () => ({
  default: (await import('./report-dialog')).ReportDialog,
}));

const NAMES = {
  user: 'moderation.report.user',
  review: 'moderation.report.review',
  message: 'moderation.report.message',
} as const;

/** A small "Report" action beside a review or a person; named for what it reports. */
export function ReportButton({ kind, targetId }: { kind: ReportTargetKind; targetId: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={open}
        aria-label={t(NAMES[kind])}
      >
        {t('moderation.report.action')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog opened onClose={close} kind={kind} targetId={targetId} />
        </Suspense>
      )}
    </>
  );
}
