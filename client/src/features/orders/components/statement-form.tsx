import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_STATEMENT_LENGTH, statementRequest } from '#contracts/disputes';
import { errorText } from '#lib/error-text';
import { zodResolver } from '#lib/zod-resolver';
import { useAddStatement } from '../disputes-api';

type Props = { requestId: number; disputeId: number; describedBy: string };

const NOT_SAVED = 'Your statement was not saved. Please try again.';

/** Adds the signed-in party's statement to an open dispute. */
export function StatementForm({ requestId, disputeId, describedBy }: Props) {
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
      setFailure(errorText(error, NOT_SAVED));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="xs">
        <Textarea
          label="Your statement"
          description="What the admin should know: your side, what was agreed, what happened."
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
            Add statement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
