import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

const PROMPT_ID = 'new-version';

function Title() {
  const { t } = useTranslation();
  return t('app.update.title');
}

function Actions({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{t('app.update.text')}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={reload}>
          {t('app.update.reload')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => notifications.hide(PROMPT_ID)}>
          {t('app.update.later')}
        </Button>
      </Group>
    </>
  );
}

/**
 * "A new version is ready" (decision 0052): a toast that stays until answered (an alert to
 * screen readers), in the reader's language, following a language switch. "Reload" runs
 * `reload`; "Not now" and the close button leave the new version waiting for the next visit.
 */
export async function showUpdatePrompt(reload: () => void): Promise<void> {
  await i18next.loadNamespaces('app');
  notifications.show({
    id: PROMPT_ID,
    autoClose: false,
    title: <Title />,
    message: <Actions reload={reload} />,
  });
}
