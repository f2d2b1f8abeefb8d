import { Anchor, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#components/ui/load-error';
import type { FileAuth } from '#lib/private-file';
import { usePrivateFile } from '#lib/use-private-file';

type Props = {
  /** The dispute's evidence path (GET, with the bearer token). */
  path: string;
  /** Whose token fetches it: a party's or the admin's. */
  auth: FileAuth;
  /** What the file is about, e.g. 'the dispute on Plumbing (order #12)'. */
  about: string;
  /** The downloaded file's name without its extension (that follows the file's type). */
  fileBase: string;
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

function EvidenceFile({ path, auth, about, fileBase }: Props) {
  const { t } = useTranslation();
  const file = usePrivateFile(path, auth);
  if (file.loading) {
    return (
      <Center mih={200} role="status" aria-label={t('disputes.evidence.loading')}>
        <Loader aria-hidden />
      </Center>
    );
  }
  if (file.failed || !file.url) {
    return <LoadError message={t('disputes.evidence.loadFailed')} onRetry={file.retry} />;
  }
  const isImage = file.type?.startsWith('image/') ?? false;
  const extension = (file.type && EXTENSIONS[file.type]) ?? (isImage ? 'jpg' : 'pdf');
  const fileName = `${fileBase}.${extension}`;
  return (
    <Stack gap="xs">
      {isImage ? (
        <Image
          src={file.url}
          alt={t('disputes.evidence.alt', { about })}
          fit="contain"
          mah="65vh"
          radius="sm"
        />
      ) : (
        <Text size="sm">{t('disputes.evidence.pdf')}</Text>
      )}
      <Group gap="md">
        <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
          {isImage ? t('disputes.evidence.openImage') : t('disputes.evidence.openPdf')}
        </Anchor>
        <Anchor href={file.url} download={fileName} size="sm">
          {t('disputes.evidence.download')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** "View evidence": the photo or PDF attached to a dispute, fetched with the token when opened. */
export function DisputeEvidenceButton(props: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        {t('disputes.evidence.view')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('disputes.evidence.title', { about: props.about })}
        size="lg"
        centered
      >
        <Stack gap="md">
          {opened && <EvidenceFile {...props} />}
          <Button
            variant="default"
            onClick={() => setOpened(false)}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('disputes.evidence.close')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
