import { ApiError } from './api-client';
import { readAdminToken, readSession } from './session';

/** Which stored token a private file needs: the user's or the admin's. */
export type FileAuth = 'user' | 'admin';

/** Fetches a file behind a token (e.g. '/sp/invoice/pdf/3') and answers its bytes. */
export async function fetchPrivateFile(path: string, auth: FileAuth = 'user'): Promise<Blob> {
  const token = auth === 'admin' ? readAdminToken() : readSession()?.token;
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    throw new ApiError(response.status, 'http_error', `Download failed (${response.status})`, null);
  }
  return response.blob();
}

/** Fetches a private image with the stored token and answers an object URL for <img src>. */
export async function fetchPrivateImage(path: string, auth: FileAuth = 'user'): Promise<string> {
  return URL.createObjectURL(await fetchPrivateFile(path, auth));
}

/** Saves a private file to the user's device as `fileName` (fetch -> blob -> <a download>). */
export async function downloadPrivateFile(
  path: string,
  fileName: string,
  auth: FileAuth = 'user',
): Promise<void> {
  const url = URL.createObjectURL(await fetchPrivateFile(path, auth));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
