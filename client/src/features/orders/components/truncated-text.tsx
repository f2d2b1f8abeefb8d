import { Anchor, Text, Tooltip } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { text: string; limit: number; size?: 'xs' | 'sm' | 'md' };

/** The first `limit` characters (whole code points), an ellipsis, and the rest on demand. */
export function cutText(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/**
 * A text cut at `limit` characters (the spec's order tables cut descriptions at 30 and
 * review comments at 50): the whole text shows on hover and behind a "Show more" button,
 * which also works by keyboard and on touch screens.
 */
export function TruncatedText({ text, limit, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const cut = cutText(text, limit);
  const style = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;
  if (cut === text) {
    return (
      <Text size={size} style={style} dir="auto">
        {text}
      </Text>
    );
  }
  return (
    <Text size={size} id={id} style={style} dir="auto">
      {expanded ? (
        text
      ) : (
        <Tooltip label={text} multiline maw={320} openDelay={200} withinPortal>
          <span>{cut}</span>
        </Tooltip>
      )}{' '}
      <Anchor
        component="button"
        type="button"
        size={size}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? t('orders.card.showLess') : t('orders.card.showMore')}
      </Anchor>
    </Text>
  );
}
