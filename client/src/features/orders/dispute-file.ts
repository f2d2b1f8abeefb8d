import { MAX_DISPUTE_FILE_BYTES } from '#contracts/disputes';

/** What the picker offers as evidence: a photo (JPEG, PNG, WebP) or a PDF; the server checks bytes. */
export const EVIDENCE_ACCEPT =
  'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const EXTENSION = /\.(jpe?g|png|webp|pdf)$/i;
const LIMIT_MB = MAX_DISPUTE_FILE_BYTES / 1024 / 1024;

export const EVIDENCE_HINT = `Optional. A photo (JPEG, PNG or WebP) or a PDF, up to ${LIMIT_MB} MB.`;

/** Why a chosen evidence file cannot be sent (type or size), or null when it can. */
export function evidenceProblem(file: File): string | null {
  // Some systems give no MIME type: then the name's extension decides.
  const allowed = file.type ? TYPES.includes(file.type) : EXTENSION.test(file.name);
  if (!allowed)
    return 'This file is not a JPEG, PNG or WebP photo or a PDF. Please choose another one.';
  if (file.size === 0) return 'This file is empty. Please choose another one.';
  if (file.size > MAX_DISPUTE_FILE_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return `This file is ${mb} MB; the limit is ${LIMIT_MB} MB. Please choose a smaller one.`;
  }
  return null;
}
