import { Anchor } from '@mantine/core';

/** Under the terms checkbox: both trust pages, each in a new tab so the form keeps its values. */
export function TermsLinks() {
  return (
    <>
      Read the{' '}
      <Anchor href="/terms" target="_blank" rel="noopener" inherit underline="always">
        terms of service
      </Anchor>{' '}
      and the{' '}
      <Anchor href="/privacy" target="_blank" rel="noopener" inherit underline="always">
        privacy policy
      </Anchor>{' '}
      (opens in a new tab).
    </>
  );
}
