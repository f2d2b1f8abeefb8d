import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_VOICE_MS, VOICE_BITS_PER_SECOND } from '#contracts/chat-media';
import { formatDuration } from './media-format';
import { CloseIcon, StopIcon } from './media-icons';

const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'];

type Props = {
  /** The recorded note and its length; called once the recorder stops for sending. */
  onRecorded: (note: Blob, durationMs: number) => void;
  onClose: () => void;
  onDenied: () => void;
};

/**
 * Records a voice note from the microphone (Opus), showing the time; it stops and sends by
 * itself at two minutes. Mounted when the person presses "Record".
 */
export function VoiceRecorder({ onRecorded, onClose, onDenied }: Props) {
  const { t } = useTranslation();
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const send = useRef(false);
  const startedAt = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, when mounted
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let cancelled = false;
    const chunks: Blob[] = [];
    navigator.mediaDevices
      .getUserMedia({ audio: true })
      .then((s) => {
        stream = s;
        if (cancelled) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
        const r = new MediaRecorder(s, { mimeType, audioBitsPerSecond: VOICE_BITS_PER_SECOND });
        recorder.current = r;
        r.ondataavailable = (e) => chunks.push(e.data);
        r.onstop = () => {
          const durationMs = Math.min(MAX_VOICE_MS, Date.now() - startedAt.current);
          for (const track of s.getTracks()) track.stop();
          if (send.current) onRecorded(new Blob(chunks, { type: r.mimeType }), durationMs);
          onClose();
        };
        startedAt.current = Date.now();
        r.start();
        timer = window.setInterval(() => {
          const ms = Date.now() - startedAt.current;
          setElapsed(ms);
          if (ms >= MAX_VOICE_MS) stop(true);
        }, 250);
      })
      .catch(() => {
        onDenied();
        onClose();
      });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      if (recorder.current?.state === 'recording') recorder.current.stop();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  function stop(andSend: boolean) {
    send.current = andSend;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    else onClose();
  }

  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={t('chat.media.record')}>
      <Text size="sm" c="red" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        <span aria-hidden="true">● {formatDuration(elapsed)}</span>
        <VisuallyHidden>
          {t('chat.media.recording', {
            time: formatDuration(elapsed),
            max: formatDuration(MAX_VOICE_MS),
          })}
        </VisuallyHidden>
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('chat.media.cancelRecording')}
        onClick={() => stop(false)}
      >
        <CloseIcon />
      </ActionIcon>
      <ActionIcon
        variant="filled"
        size="lg"
        aria-label={t('chat.media.stopAndSend')}
        onClick={() => stop(true)}
      >
        <StopIcon />
      </ActionIcon>
    </Group>
  );
}
