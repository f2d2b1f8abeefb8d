import { CHAT_PHOTO_PX } from '#contracts/chat-media';

/**
 * The photo redrawn as a JPEG at most CHAT_PHOTO_PX on its longer side, so a phone's 12 MB
 * photo uploads as a few hundred kB; the browser applies its EXIF orientation when it decodes
 * it. A file the browser cannot draw is sent as it is: the server says why it refuses it.
 */
export async function downscalePhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, CHAT_PHOTO_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.85),
  );
  return blob ?? file;
}
