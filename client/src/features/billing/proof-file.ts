import { MAX_PROOF_BYTES } from '#contracts/billing';
import { text } from '#lib/i18n';

/** What the file picker offers: JPG, PNG and PDF files (the server checks the bytes too). */
export const PROOF_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

const PROOF_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const PROOF_EXTENSION = /\.(jpe?g|png|pdf)$/i;
const LIMIT_MB = MAX_PROOF_BYTES / 1024 / 1024;

/** Why a chosen proof of payment cannot be sent (type or size), or null when it can. */
export function proofProblem(file: File): string | null {
  // Some systems give no MIME type: then the name's extension decides.
  const allowed = file.type ? PROOF_TYPES.includes(file.type) : PROOF_EXTENSION.test(file.name);
  if (!allowed) return text('billing.file.wrongType');
  if (file.size === 0) return text('billing.file.empty');
  if (file.size > MAX_PROOF_BYTES) {
    return text('billing.file.tooLarge', {
      size: (file.size / 1024 / 1024).toFixed(1),
      limit: LIMIT_MB,
    });
  }
  return null;
}
