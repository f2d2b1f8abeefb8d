import { Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';

type Props = {
  title: string;
  /** The button's words ("Export CSV"). */
  exportLabel: string;
  /** Said when the file could not be made or saved. */
  failedText: string;
  /** Makes and saves the file. */
  download: () => Promise<void>;
};

/** A desk's heading with its export button, busy while the file is made, and its failure. */
export function ExportHeader({ title, exportLabel, failedText, download }: Props) {
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const exportFile = async () => {
    setExporting('busy');
    try {
      await download();
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };
  return (
    <>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Button variant="default" loading={exporting === 'busy'} onClick={() => void exportFile()}>
          {exportLabel}
        </Button>
      </Group>
      {exporting === 'failed' && (
        <Text c="red" role="alert">
          {failedText}
        </Text>
      )}
    </>
  );
}
