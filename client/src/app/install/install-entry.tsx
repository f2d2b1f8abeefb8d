import { UnstyledButton } from '@mantine/core';
import i18next from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallEntryShown } from '#lib/install-prompt';

// The explanation, with its words, loads on the first click that needs it.
const InstallHelpModal = lazy(async () => {
  const [module] = await Promise.all([
    import('./install-help-modal'),
    i18next.loadNamespaces('app'),
  ]);
  return module;
});

/**
 * "Install the app" (decision 0052): the browser's own dialog where it offered one, else a
 * modal saying how to install on this device. Hidden inside the installed app.
 */
export function InstallAppEntry({ className }: { className?: string }) {
  const { t } = useTranslation();
  const shown = useInstallEntryShown();
  const [helpOpen, setHelpOpen] = useState(false);
  if (!shown) return null;
  return (
    <>
      <UnstyledButton
        className={className ? `install-entry ${className}` : 'install-entry'}
        onClick={async () => {
          if (!(await promptInstall())) setHelpOpen(true);
        }}
      >
        {t('common.installApp')}
      </UnstyledButton>
      {helpOpen && (
        <Suspense fallback={null}>
          <InstallHelpModal onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
