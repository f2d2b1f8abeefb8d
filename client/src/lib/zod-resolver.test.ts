import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientRegistrationRequest } from '#contracts/auth';
import { en } from '#locales/en/index';
import { ur } from '#locales/ur/index';
import { zodResolver } from './zod-resolver';

beforeAll(async () => {
  await i18next.init({
    resources: { en: { translation: en }, ur: { translation: ur } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

const signUp = (name: string) =>
  zodResolver(clientRegistrationRequest)(
    { name, email: 'ayesha@example.com', password: 'correct horse battery', terms: true },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );

describe('zodResolver', () => {
  it('puts the text rule’s words under the name field, in the reader’s language', async () => {
    const overridden = await signUp('\u202Egnp.exe\u202C\u200Fابج');
    expect(overridden.errors.name?.message).toBe(
      'must not contain hidden characters that change the direction of the text',
    );
    await i18next.changeLanguage('ur');
    try {
      const twoLines = await signUp('Evil\r\nBcc: attacker@evil.example');
      expect(twoLines.errors.name?.message).toBe(
        'یہ ایک ہی سطر میں ہونا چاہیے، لائن بریک یا ٹیب کے بغیر',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('lets an Urdu name with ZWNJ through', async () => {
    const result = await signUp('خوش\u200Cبخت');
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'خوش\u200Cبخت' });
  });
});
