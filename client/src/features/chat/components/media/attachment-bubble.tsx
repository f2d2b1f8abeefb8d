import {
  ActionIcon,
  Box,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Slider,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAttachment } from '#contracts/chat-media';
import { usePrivateFile } from '#lib/use-private-file';
import { formatDuration } from './media-format';
import { PauseIcon, PlayIcon } from './media-icons';

type Props = { attachment: ChatAttachment; author: string };

/** The app's API paths are fetched without their '/api' (lib/private-file adds it). */
const apiPath = (url: string) => url.replace(/^\/api/, '');

/** A chat message's photo or voice note (decision 0087), fetched with the viewer's token. */
export default function AttachmentBubble({ attachment, author }: Props) {
  return attachment.kind === 'photo' ? (
    <PhotoBubble attachment={attachment} author={author} />
  ) : (
    <VoiceBubble attachment={attachment} />
  );
}

function PhotoBubble({ attachment, author }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const thumb = usePrivateFile(apiPath(attachment.thumb_url ?? attachment.url));
  const large = usePrivateFile(open ? apiPath(attachment.url) : null);
  const width = attachment.width ?? 320;
  const height = attachment.height ?? 240;
  // The thumbnail's box, at most 240 px on its longer side, set before it loads.
  const scale = Math.min(1, 240 / Math.max(width, height));
  const box = { w: Math.round(width * scale), h: Math.round(height * scale) };
  const alt = t('chat.media.photoAlt', { name: author });
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={t('chat.media.openPhoto', { name: author })}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        {thumb.url ? (
          <Image src={thumb.url} alt={alt} w={box.w} h={box.h} maw="100%" radius="sm" fit="cover" />
        ) : (
          <Center w={box.w} h={box.h} maw="100%" bg="gray.1" style={{ borderRadius: 4 }}>
            {thumb.failed ? (
              <Text size="xs">{t('chat.media.loadFailed')}</Text>
            ) : (
              <Loader size="sm" />
            )}
          </Center>
        )}
      </UnstyledButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={alt}
        size="xl"
        closeButtonProps={{ 'aria-label': t('chat.media.closePhoto') }}
      >
        {large.url ? (
          <Image src={large.url} alt={alt} fit="contain" mah="75vh" />
        ) : (
          <Center mih={200}>
            {large.failed ? <Text size="sm">{t('chat.media.loadFailed')}</Text> : <Loader />}
          </Center>
        )}
      </Modal>
    </>
  );
}

function VoiceBubble({ attachment }: { attachment: ChatAttachment }) {
  const { t } = useTranslation();
  const file = usePrivateFile(apiPath(attachment.url));
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [at, setAt] = useState(0);
  const length = attachment.duration_ms ?? 0;

  const toggle = () => {
    const a = audio.current;
    if (!a) return;
    if (a.paused) void a.play();
    else a.pause();
  };

  return (
    <Group
      gap="xs"
      wrap="nowrap"
      miw={200}
      role="group"
      aria-label={t('chat.media.voiceLength', { time: formatDuration(length) })}
    >
      <ActionIcon
        variant="filled"
        radius="xl"
        size="lg"
        onClick={toggle}
        disabled={!file.url}
        aria-label={t(playing ? 'chat.media.pause' : 'chat.media.play')}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </ActionIcon>
      <Box style={{ flex: 1 }}>
        <Slider
          value={at}
          min={0}
          max={Math.max(1, length)}
          step={100}
          label={null}
          size="sm"
          thumbLabel={t('chat.media.voiceProgress')}
          thumbValueText={`${formatDuration(at)} / ${formatDuration(length)}`}
          onChange={(ms) => {
            setAt(ms);
            if (audio.current) audio.current.currentTime = ms / 1000;
          }}
        />
      </Box>
      <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(playing || at > 0 ? at : length)}
      </Text>
      {file.url && (
        // biome-ignore lint/a11y/useMediaCaption: a voice note has no captions to give
        <audio
          ref={audio}
          src={file.url}
          preload="metadata"
          onTimeUpdate={(e) => setAt(Math.min(length, e.currentTarget.currentTime * 1000))}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            setAt(0);
          }}
        />
      )}
      {file.failed && <Text size="xs">{t('chat.media.loadFailed')}</Text>}
    </Group>
  );
}
