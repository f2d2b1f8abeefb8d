import { directionOf, type Language } from '#locales/languages';

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A mail's HTML paragraphs, marked with their language and direction (Urdu reads right to left). */
export const mailHtml = (language: Language, body: string) =>
  `<div lang="${language}" dir="${directionOf(language)}">${body}</div>`;
