import { Select, type SelectProps } from '@mantine/core';

/**
 * The one select of the app: picking the option already chosen keeps it. Mantine's default
 * empties the field instead, which a user reads as "still chosen" until the form refuses it.
 *
 * Its list is drawn when it opens. Mantine keeps a closed list in the page by default, in a
 * portal: on a page the server rendered, that portal fills in right after hydration, in one
 * task that cannot yield, with every option of every select (the directory's four selects took
 * most of its blocking time, decision 0107).
 */
export function ChoiceSelect(props: SelectProps) {
  return (
    <Select
      {...props}
      allowDeselect={false}
      comboboxProps={{ keepMounted: false, ...props.comboboxProps }}
    />
  );
}
