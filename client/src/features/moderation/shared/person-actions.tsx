import { Group } from '@mantine/core';
import { BlockButton } from './block-button';
import { ReportButton } from './report-button';

/** Report or block a person: on a chat's header and on a profile (decision 0067). */
export function PersonActions({ userId, name }: { userId: number; name: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ReportButton kind="user" targetId={userId} />
      <BlockButton userId={userId} name={name} />
    </Group>
  );
}
