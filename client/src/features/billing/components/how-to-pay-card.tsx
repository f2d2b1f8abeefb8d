import { Button, CopyButton, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaymentInstructions } from '../api/payment-instructions';
import { PaymentInstructions } from './payment-instructions';

/** The billing page's "How to pay": the admin's payment instructions, with a copy button. */
export function HowToPayCard() {
  const { t } = useTranslation();
  const instructions = usePaymentInstructions();
  const text = instructions.data?.instructions ?? '';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="how-to-pay-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
        <div>
          <Title order={2} size="h3" id="how-to-pay-title">
            {t('billing.howToPay.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.howToPay.intro')}
          </Text>
        </div>
        {text.trim() && (
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={copy}
                aria-label={
                  copied ? t('billing.howToPay.copiedLabel') : t('billing.howToPay.copyLabel')
                }
              >
                {copied ? t('billing.howToPay.copied') : t('billing.howToPay.copy')}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
      <PaymentInstructions />
    </Paper>
  );
}
