import { Stack } from '@mantine/core';
import { DaysOffSection } from './days-off-section';
import { WorkingHoursForm } from './working-hours-form';

/** /SpProfile's Working hours tab: the week and the days off (decision 0078). */
export function WorkingHoursTab() {
  return (
    <Stack gap="lg" maw={720}>
      <WorkingHoursForm />
      <DaysOffSection />
    </Stack>
  );
}
