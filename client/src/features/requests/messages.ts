/**
 * The spec's image-upload failure text (section 8, "Image upload"). It belongs in
 * contracts/requests.ts (RequestMessages) but is not there yet; move it when it is.
 */
export const IMAGE_UPLOAD_FAILED = 'Error uploading image. Please try again.';
