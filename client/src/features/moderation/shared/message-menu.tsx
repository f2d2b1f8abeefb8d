import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from './report-dialog';

/** The menu on the other party's message: Report (decision 0067). */
export function MessageMenu({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('moderation.report.messageMenu')}
          >
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={open}>{t('moderation.report.message')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {opened && <ReportDialog opened onClose={close} kind="message" targetId={messageId} />}
    </>
  );
}
