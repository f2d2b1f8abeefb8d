import { e2eLanguage } from './i18n';

export const IBAN = 'IBAN: PK36 MEZN 0001 2345 6789 0123';

/** The instructions' line typed in the other script than the run's (walkthrough M3). */
export const INSTRUCTIONS_OTHER_SCRIPT =
  e2eLanguage === 'ur'
    ? 'Write your invoice number in the payment reference.'
    : 'ادائیگی کے حوالے میں اپنا انوائس نمبر لکھیں۔';

/**
 * The admin's payment instructions as every journey that writes them writes them: they run at
 * once against one server, so each finds its own lines whichever saved last.
 */
export const PAYMENT_INSTRUCTIONS = [
  'Bank: Meezan Bank, Gulberg branch',
  IBAN,
  'JazzCash: 0300 1234567',
  INSTRUCTIONS_OTHER_SCRIPT,
].join('\n');
