import { Select, type SelectProps } from '@mantine/core';

/**
 * The one select of the app: picking the option already chosen keeps it. Mantine's default
 * empties the field instead, which a user reads as "still chosen" until the form refuses it.
 */
export function ChoiceSelect(props: SelectProps) {
  return <Select {...props} allowDeselect={false} />;
}
