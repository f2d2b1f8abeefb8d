import { Center, Loader } from '@mantine/core';

/**
 * A centred spinner that screen readers announce. The label sits on a status
 * region, not on the spinner's bare span, where aria-label is not allowed.
 */
export function BusyIndicator({
  label,
  minHeight,
}: {
  label: string;
  minHeight?: string | number;
}) {
  return (
    <Center mih={minHeight} py={minHeight ? undefined : 120} role="status" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}
