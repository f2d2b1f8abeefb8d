import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { downloadPrivateFile } from '#lib/private-file';

/** Downloads an order's booked time as an `.ics` event any calendar app opens (decision 0079). */
export function AddToCalendarButton({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () =>
      downloadPrivateFile(`/orders/${requestId}/appointment.ics`, `order-${requestId}.ics`),
  });
  return (
    <>
      <Button
        variant="light"
        size="xs"
        loading={download.isPending}
        loaderProps={{ 'aria-label': t('orders.calendar.adding') }}
        onClick={() => download.mutate()}
      >
        {t('orders.calendar.add')}
      </Button>
      <FormAlert message={download.isError ? t('orders.calendar.addFailed') : null} />
    </>
  );
}
