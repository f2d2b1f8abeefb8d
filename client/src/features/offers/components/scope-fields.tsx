import { Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '#components/forms/choice-select';
import { OFFER_INCLUDED_MAX, type OfferScope } from '#contracts/offer-scope';
import { currentIntlLocale } from '#lib/i18n';
import { DURATION_CHOICES, formatDuration } from '../shared/offer-duration';

/** What an offer says it includes, as typed: text and minutes ('' when not said). */
export type ScopeDraft = { included: string; duration: string };
export const NO_SCOPE_DRAFT: ScopeDraft = { included: '', duration: '' };

/** A counter starts from the scope of the offer it answers. */
export const draftOf = (scope: OfferScope | null): ScopeDraft => ({
  included: scope?.included ?? '',
  duration: scope?.duration_minutes ? String(scope.duration_minutes) : '',
});

/**
 * The request's scope fields, trimmed by the contract: a field left empty is sent as null, so a
 * counter clears what the answered offer said rather than keeping it.
 */
export const scopeOf = (draft: ScopeDraft) => ({
  included: draft.included.trim() || null,
  duration_minutes: draft.duration ? Number(draft.duration) : null,
});

type Props = { value: ScopeDraft; onChange: (next: ScopeDraft) => void; disabled?: boolean };

/**
 * An offer's optional "What's included" (with how many characters are left) and "Estimated
 * time" (decision 0086). A duration outside the choices (a counter's) is kept as an option.
 */
export function ScopeFields({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentIntlLocale());
  const minutes = [...DURATION_CHOICES];
  const current = Number(value.duration);
  if (current && !minutes.includes(current)) minutes.push(current);
  const options = minutes
    .sort((a, b) => a - b)
    .map((m) => ({ value: String(m), label: formatDuration(m) }));
  return (
    <Stack gap="xs">
      <Textarea
        label={t('chat.scope.included')}
        description={t('chat.scope.includedHint')}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={OFFER_INCLUDED_MAX}
        disabled={disabled}
        value={value.included}
        onChange={(e) => onChange({ ...value, included: e.currentTarget.value })}
      />
      <Text size="xs" c="dimmed" ta="end" mt={-4}>
        {t('chat.scope.count', {
          used: number.format(value.included.length),
          max: number.format(OFFER_INCLUDED_MAX),
        })}
      </Text>
      <ChoiceSelect
        label={t('chat.scope.duration')}
        placeholder={t('chat.scope.durationNone')}
        data={options}
        value={value.duration || null}
        onChange={(next) => onChange({ ...value, duration: next ?? '' })}
        clearable
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={240}
      />
    </Stack>
  );
}
