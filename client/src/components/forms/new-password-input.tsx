import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

type Props = PasswordInputProps & { ref?: Ref<HTMLInputElement> };

/** A password being chosen, with the shared length rule under the box. */
export function NewPasswordInput(props: Props) {
  return (
    <PasswordInput
      autoComplete="new-password"
      description="At least 8 characters."
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      {...props}
    />
  );
}
