import { MAX_DISPUTE_FILE_BYTES } from '#contracts/disputes';
import { text } from '#lib/i18n';

/** What the picker offers as evidence: a photo (JPEG, PNG, WebP) or a PDF; the server checks bytes. */
export const EVIDENCE_ACCEPT =
  'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const EXTENSION = /\.(jpe?g|png|webp|pdf)$/i;
/** The largest evidence file, in MB (the picker's hint says it). */
export const EVIDENCE_LIMIT_MB = MAX_DISPUTE_FILE_BYTES / 1024 / 1024;
const LIMIT_MB = EVIDENCE_LIMIT_MB;

/** Why a chosen evidence file cannot be sent (type or size), or null when it can. */
export function evidenceProblem(file: File): string | null {
  // Some systems give no MIME type: then the name's extension decides.
  const allowed = file.type ? TYPES.includes(file.type) : EXTENSION.test(file.name);
  if (!allowed) return text('orders.dispute.fileType');
  if (file.size === 0) return text('orders.dispute.fileEmpty');
  if (file.size > MAX_DISPUTE_FILE_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return text('orders.dispute.fileTooLarge', { size: mb, limit: LIMIT_MB });
  }
  return null;
}
