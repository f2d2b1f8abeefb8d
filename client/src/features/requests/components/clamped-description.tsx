import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CLAMP_LINES = 4;

/** A request's description: the first lines, and the rest on demand when it does not fit. */
export function ClampedDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();

  // Measured, not guessed: whether the clamped text hides lines at the card's current width.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` changes what is measured
  useEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  return (
    <Stack gap={2} align="flex-start">
      <Text
        ref={ref}
        id={id}
        lineClamp={expanded ? undefined : CLAMP_LINES}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        dir="auto"
      >
        {text}
      </Text>
      {(overflowing || expanded) && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('requests.card.showLess') : t('requests.card.showMore')}
        </Anchor>
      )}
    </Stack>
  );
}
