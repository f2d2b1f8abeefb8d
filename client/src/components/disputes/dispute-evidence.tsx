import { Anchor, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FileAuth } from '#lib/private-file';
import { usePrivateFile } from '#lib/use-private-file';
import { LoadError } from '../ui/load-error';

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
  const file = usePrivateFile(path, auth);
  if (file.loading) {
    return (
      <Center mih={200} role="status" aria-label="Loading the evidence">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (file.failed || !file.url) {
    return <LoadError message="We could not load the evidence." onRetry={file.retry} />;
  }
  const isImage = file.type?.startsWith('image/') ?? false;
  const extension = (file.type && EXTENSIONS[file.type]) ?? (isImage ? 'jpg' : 'pdf');
  const fileName = `${fileBase}.${extension}`;
  return (
    <Stack gap="xs">
      {isImage ? (
        <Image src={file.url} alt={`Evidence for ${about}`} fit="contain" mah="65vh" radius="sm" />
      ) : (
        <Text size="sm">A PDF document. Open it in a new tab or download it to read it.</Text>
      )}
      <Group gap="md">
        <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
          Open {isImage ? 'image' : 'PDF'} in a new tab
        </Anchor>
        <Anchor href={file.url} download={fileName} size="sm">
          Download
        </Anchor>
      </Group>
    </Stack>
  );
}

/** "View evidence": the photo or PDF attached to a dispute, fetched with the token when opened. */
export function DisputeEvidenceButton(props: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        View evidence
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Evidence for ${props.about}`}
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
            Close
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
