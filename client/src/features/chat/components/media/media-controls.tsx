import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downscalePhoto } from './downscale';
import { CameraIcon, MicIcon } from './media-icons';
import { type PendingUpload, useMediaUploads } from './use-media-uploads';
import { VoiceRecorder } from './voice-recorder';

type Props = { room: string | null; disabled: boolean };

/**
 * The composer's photo and voice-note buttons and the uploads on their way (decision 0087).
 * Loaded with the chat's composer only when it shows.
 */
export default function MediaControls({ room, disabled }: Props) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [recording, setRecording] = useState(false);
  const { uploads, start, retry, discard } = useMediaUploads();
  const off = disabled || !room;

  const sendPhoto = async (file: File) => {
    if (!room) return;
    const photo = await downscalePhoto(file);
    start({
      room,
      kind: 'photo',
      form: () => {
        const form = new FormData();
        form.append('photo', photo, 'photo.jpg');
        return form;
      },
    });
  };

  const sendVoice = (note: Blob, durationMs: number) => {
    if (!room) return;
    start({
      room,
      kind: 'voice',
      form: () => {
        const form = new FormData();
        form.append('duration_ms', String(Math.max(1, Math.round(durationMs))));
        form.append('voice', note, note.type.includes('ogg') ? 'voice.ogg' : 'voice.webm');
        return form;
      },
    });
  };

  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="chat-photo-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void sendPhoto(file);
          }}
        />
        {/* Hidden while recording: a phone's row keeps room for the recorder. */}
        {!recording && (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('chat.media.addPhoto')}
            disabled={off}
            onClick={() => fileInput.current?.click()}
          >
            <CameraIcon />
          </ActionIcon>
        )}
        {recording ? (
          <VoiceRecorder
            onRecorded={sendVoice}
            onClose={() => setRecording(false)}
            onDenied={() =>
              notifications.show({ color: 'red', message: t('chat.media.micDenied') })
            }
          />
        ) : (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('chat.media.record')}
            disabled={off || typeof MediaRecorder === 'undefined'}
            onClick={() => setRecording(true)}
          >
            <MicIcon />
          </ActionIcon>
        )}
      </Group>
      {uploads.map((u) => (
        <UploadRow
          key={u.id}
          upload={u}
          onRetry={() => retry(u.id)}
          onDiscard={() => discard(u.id)}
        />
      ))}
    </Stack>
  );
}

function UploadRow({
  upload,
  onRetry,
  onDiscard,
}: {
  upload: PendingUpload;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const what = t(upload.kind === 'photo' ? 'chat.said.photo' : 'chat.said.voiceNote');
  if (upload.status === 'sending') {
    const label = t('chat.media.uploading', { what, percent: upload.percent });
    return (
      <Stack gap={2}>
        <Text size="xs">{label}</Text>
        <Progress value={upload.percent} aria-label={label} size="sm" />
      </Stack>
    );
  }
  return (
    <Group gap="xs" role="alert">
      <Text size="xs" c={upload.status === 'offline' ? 'dimmed' : 'red'}>
        {upload.refusal ??
          t(upload.status === 'offline' ? 'chat.media.waitingOnline' : 'chat.media.uploadFailed', {
            what,
          })}
      </Text>
      {!upload.refusal && (
        <Button size="compact-xs" variant="default" onClick={onRetry}>
          {t('chat.media.retry')}
        </Button>
      )}
      <Button size="compact-xs" variant="subtle" onClick={onDiscard}>
        {t('chat.media.discard')}
      </Button>
    </Group>
  );
}
