import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Props = PasswordInputProps & { ref?: Ref<HTMLInputElement> };

/** A password being chosen, with the shared length rule under the box. */
export function NewPasswordInput(props: Props) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      autoComplete="new-password"
      description={t('auth.fields.passwordHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      {...props}
    />
  );
}
