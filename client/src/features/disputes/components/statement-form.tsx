import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_STATEMENT_LENGTH, statementRequest } from '#contracts/disputes';
import { errorText } from '#lib/error-text';
import { zodResolver } from '#lib/zod-resolver';
import { useAddStatement } from '../api/order-disputes';

type Props = { requestId: number; disputeId: number; describedBy: string };

/** Adds the signed-in party's statement to an open dispute. */
export function StatementForm({ requestId, disputeId, describedBy }: Props) {
  const { t } = useTranslation();
  const add = useAddStatement(requestId);
  const form = useForm({ resolver: zodResolver(statementRequest), defaultValues: { text: '' } });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await add.mutateAsync({ disputeId, text });
      form.reset({ text: '' });
    } catch (error) {
      setFailure(errorText(error, t('orders.dispute.statementNotSaved')));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="xs">
        <Textarea
          label={t('orders.dispute.statement')}
          description={t('orders.dispute.statementHint')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX_STATEMENT_LENGTH}
          required
          disabled={add.isPending}
          error={errors.text?.message}
          {...form.register('text')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            loading={add.isPending}
            aria-describedby={describedBy}
          >
            {t('orders.dispute.addStatement')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
