import { Fragment } from 'react';

/**
 * An email address that wraps, when it must, before its '@' or a dot rather than in the middle
 * of a word; a part longer than the line still breaks.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
