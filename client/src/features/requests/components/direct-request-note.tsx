import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Typed } from '#components/ui/typed';
import { DIRECT_WINDOW_HOURS } from '#contracts/requests';

type Props = {
  name: string;
  /** The client keeps the request for this provider only. */
  keep: boolean;
  onKeep: (keep: boolean) => void;
};

/** Above the form of a direct request (decision 0065): whom it goes to, for how long, and the choice to keep it. */
export function DirectRequestNote({ name, keep, onKeep }: Props) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="grape" radius="md" mb="lg">
      <Stack gap="xs">
        <Text fw={600}>
          <Trans
            i18nKey="providers.publicPage.direct.addressedTo"
            values={{ name }}
            components={{ typed: <Typed /> }}
          />
        </Text>
        <Text size="sm">
          <Trans
            i18nKey="providers.publicPage.direct.window"
            values={{ name, count: DIRECT_WINDOW_HOURS }}
            components={{ typed: <Typed /> }}
          />
        </Text>
        <Checkbox
          checked={keep}
          onChange={(event) => onKeep(event.currentTarget.checked)}
          label={
            <Trans
              i18nKey="providers.publicPage.direct.keep"
              values={{ name }}
              components={{ typed: <Typed /> }}
            />
          }
          description={t('providers.publicPage.direct.keepNote')}
        />
      </Stack>
    </Alert>
  );
}
