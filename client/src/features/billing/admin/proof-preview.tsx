import { Anchor, Box, Button, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivateFile } from '#lib/use-private-file';

type Props = { path: string; type: string; label: string; fileName: string };

const FRAME_HEIGHT = 360;
const IMAGE_HEIGHT = { base: 240, sm: FRAME_HEIGHT };

/** Whether this page may show blob: documents in a frame (its CSP may forbid it). */
function useFrameBlocked(url: string | null): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!url) return;
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (
        /^(frame|child|default)-src/.test(e.effectiveDirective) &&
        e.blockedURI.startsWith('blob')
      )
        setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [url]);
  return blocked;
}

/** A provider's proof of payment, fetched with the admin token: the image, or the PDF in a frame. */
export function ProofPreview({ path, type, label, fileName }: Props) {
  const { t } = useTranslation();
  const file = usePrivateFile(path, 'admin');
  const isPdf = type === 'application/pdf';
  const frameBlocked = useFrameBlocked(isPdf ? file.url : null);

  if (file.loading) {
    return (
      <Center
        h={IMAGE_HEIGHT}
        bg="gray.0"
        role="status"
        aria-label={t('admin.proof.loading', { label })}
      >
        <Loader aria-hidden />
      </Center>
    );
  }
  if (file.failed || !file.url) {
    return (
      <Center h={160} bg="gray.0">
        <Stack align="center" gap="xs">
          <Text size="sm">{t('admin.proof.failed')}</Text>
          <Button size="xs" variant="default" onClick={file.retry}>
            {t('admin.proof.tryAgain')}
          </Button>
        </Stack>
      </Center>
    );
  }

  const links = (
    <Group gap="md">
      <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
        {isPdf ? t('admin.proof.openPdf') : t('admin.proof.openImage')}
      </Anchor>
      <Anchor href={file.url} download={fileName} size="sm">
        {t('admin.proof.download')}
      </Anchor>
    </Group>
  );

  return (
    <Stack gap="xs">
      <Box bg="gray.0" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 8 }}>
        {!isPdf ? (
          <Image src={file.url} alt={label} h={IMAGE_HEIGHT} fit="contain" />
        ) : frameBlocked ? (
          <Center mih={120} p="md">
            <Stack gap={4} align="center">
              <Text fw={600}>{t('admin.proof.pdfTitle')}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('admin.proof.pdfBlocked')}
              </Text>
            </Stack>
          </Center>
        ) : (
          <iframe
            // Chromium's viewer: no thumbnail pane, page fitted to the frame's width.
            src={`${file.url}#navpanes=0&view=FitH`}
            title={label}
            style={{ display: 'block', width: '100%', height: FRAME_HEIGHT, border: 0 }}
          />
        )}
      </Box>
      {links}
    </Stack>
  );
}
