import { describe, expect, it } from 'vitest';
import { notificationKind } from '#contracts/notifications';
import { WHATSAPP_LANGUAGE_CODES, WHATSAPP_TEMPLATES } from './whatsapp-templates';

describe('WhatsApp templates', () => {
  it('every notification kind and the phone code has a template', () => {
    expect(Object.keys(WHATSAPP_TEMPLATES).sort()).toEqual(
      [...notificationKind.options, 'phone_code'].sort(),
    );
  });

  it('names are unique and in the form Meta accepts (lowercase letters, digits, underscores)', () => {
    const names = Object.values(WHATSAPP_TEMPLATES).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9_]{1,512}$/);
  });

  it("each alert takes the notification's words and its link; the phone code is an authentication template with one parameter", () => {
    for (const [kind, template] of Object.entries(WHATSAPP_TEMPLATES)) {
      if (kind === 'phone_code') continue;
      expect(template.category, kind).toBe('UTILITY');
      expect(template.params, kind).toEqual(['text', 'link']);
    }
    expect(WHATSAPP_TEMPLATES.phone_code).toMatchObject({
      category: 'AUTHENTICATION',
      params: ['code'],
      copyCodeButton: true,
    });
    expect(WHATSAPP_LANGUAGE_CODES).toEqual({ en: 'en', ur: 'ur' });
  });
});
