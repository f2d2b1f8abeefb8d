import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/ui/form-alert';
import { LoadError } from '#components/ui/load-error';
import { MAX_PAYMENT_INSTRUCTIONS } from '#contracts/billing';
import { adminFailure } from '#lib/admin-failure';
import { formatMoment } from '#lib/format-date';
import { useAdminPaymentInstructions, useSavePaymentInstructions } from '../api/admin-instructions';
import { PaymentInstructionsText } from '../components/payment-instructions';

/**
 * Where the admin writes how providers pay the fee, with a live preview of what providers see
 * on their billing page, in Pay Now and (as text) on the invoice PDF.
 */
export function PaymentInstructionsEditor() {
  const { t } = useTranslation();
  const current = useAdminPaymentInstructions();
  const save = useSavePaymentInstructions();
  // Null while the admin has not changed anything: the saved text shows.
  const [draft, setDraft] = useState<string | null>(null);

  const saved = current.data?.instructions ?? '';
  const value = draft ?? saved;
  const dirty = value.trim() !== saved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || save.isPending) return;
    try {
      await save.mutateAsync(value.trim());
    } catch {
      return;
    }
    setDraft(null);
    notifications.show({
      color: 'green',
      title: t('admin.instructions.savedTitle'),
      message: value.trim() ? t('admin.instructions.savedNew') : t('admin.instructions.savedEmpty'),
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="payment-instructions-title"
    >
      <Title order={2} size="h3" id="payment-instructions-title">
        {t('admin.instructions.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.instructions.intro')}
      </Text>
      {current.isPending ? (
        <Skeleton
          height={180}
          radius="md"
          role="status"
          aria-label={t('admin.instructions.loading')}
        />
      ) : current.isError ? (
        <LoadError
          message={t('admin.instructions.loadFailed')}
          onRetry={() => void current.refetch()}
        />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Textarea
                label={t('admin.instructions.label')}
                description={t('admin.instructions.hint', {
                  count: value.length,
                  max: MAX_PAYMENT_INSTRUCTIONS,
                })}
                placeholder={t('admin.instructions.placeholder')}
                autosize
                minRows={6}
                maxRows={16}
                maxLength={MAX_PAYMENT_INSTRUCTIONS}
                value={value}
                onChange={(e) => setDraft(e.currentTarget.value)}
                disabled={save.isPending}
              />
              <section aria-labelledby="payment-instructions-preview">
                <Title order={3} size="h6" id="payment-instructions-preview">
                  {t('admin.instructions.previewTitle')}
                </Title>
                <Text size="xs" c="dimmed" mb={6}>
                  {t('admin.instructions.previewText')}
                </Text>
                <PaymentInstructionsText text={value.trim()} />
              </section>
            </SimpleGrid>
            <FormAlert
              message={
                save.isError ? adminFailure(save.error, t('admin.instructions.saveFailed')) : null
              }
            />
            <Group justify="space-between" gap="sm">
              <Text size="xs" c="dimmed">
                {current.data.updated_at
                  ? t('admin.instructions.lastSaved', {
                      moment: formatMoment(Date.parse(current.data.updated_at)),
                    })
                  : t('admin.instructions.notSet')}
                {dirty ? t('admin.instructions.unsaved') : ''}
              </Text>
              <Group gap="sm">
                {dirty && (
                  <Button
                    variant="default"
                    onClick={() => setDraft(null)}
                    disabled={save.isPending}
                  >
                    {t('admin.instructions.discard')}
                  </Button>
                )}
                <Button type="submit" disabled={!dirty} loading={save.isPending}>
                  {t('admin.instructions.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
