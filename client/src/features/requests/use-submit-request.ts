import { useRef, useState } from 'react';
import { ApiError } from '#lib/api-client';
import { newKey } from '#lib/new-key';
import { useCreateRequest, useUploadRequestImage } from './api/requests';
import type { RequestFieldsValues } from './components/request-details-form';
import { createRequestError } from './errors';
import { imageUploadDetail } from './shared/request-image';
import { whenOfFields } from './when-fields';

/** Where the request form is: filling in, filed but the photo failed, or all done. */
export type SubmitStep =
  | { kind: 'form' }
  | { kind: 'imageFailed'; requestId: number; file: File; detail: string }
  /** Filed; `imageUploaded` when its photo was sent too (the spec's 'Image Uploaded'). */
  | { kind: 'done'; imageUploaded: boolean }
  | { kind: 'serviceGone' };

/** A direct request's provider, its city, and whether the client keeps it direct (decision 0065). */
export type DirectTo = { spId: number; cityId: number; keep: boolean };

/**
 * Files a request, then uploads its photo (when one was chosen) with progress. A failed photo
 * upload keeps the new request's id so that only the upload is retried. Addressed to `direct`'s
 * provider when filed in its city (elsewhere the provider does not work: an open request).
 */
export function useSubmitRequest(serviceId: number, direct?: DirectTo) {
  const create = useCreateRequest();
  const upload = useUploadRequestImage();
  const [step, setStep] = useState<SubmitStep>({ kind: 'form' });
  const [progress, setProgress] = useState<number | null>(null);
  // One key per filing: kept across retries of the same form, new after "another request".
  const key = useRef(newKey());
  const sendingNow = useRef(false);

  async function uploadImage(requestId: number, file: File) {
    setProgress(0);
    try {
      await upload.mutateAsync({ requestId, file, onProgress: setProgress });
      setStep({ kind: 'done', imageUploaded: true });
    } catch (error) {
      setStep({
        kind: 'imageFailed',
        requestId,
        file,
        detail: imageUploadDetail(error),
      });
    } finally {
      setProgress(null);
    }
  }

  async function submit(values: RequestFieldsValues) {
    const { description, city_id, address, image } = values;
    const when = whenOfFields(values);
    // A second click lands before the button re-renders as busy: it is dropped here.
    if (sendingNow.current) return;
    sendingNow.current = true;
    let created: { result: number };
    try {
      created = await create.mutateAsync({
        key: key.current,
        imageFollows: image !== null && image !== undefined,
        description,
        city_id: Number(city_id),
        address,
        service_id: serviceId,
        ...(when && { when }),
        ...(direct &&
          Number(city_id) === direct.cityId && {
            direct_provider_id: direct.spId,
            keep_direct: direct.keep,
          }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setStep({ kind: 'serviceGone' });
      return; // any other failure is shown by the form's alert
    } finally {
      sendingNow.current = false;
    }
    if (image) await uploadImage(created.result, image);
    else setStep({ kind: 'done', imageUploaded: false });
  }

  function retryImage(file: File) {
    if (step.kind !== 'imageFailed') return;
    void uploadImage(step.requestId, file);
  }

  function skipImage() {
    if (step.kind === 'imageFailed') setStep({ kind: 'done', imageUploaded: false });
  }

  /** Back to an empty form, for another request. */
  function startOver() {
    key.current = newKey();
    create.reset();
    upload.reset();
    setStep({ kind: 'form' });
  }

  return {
    step,
    progress,
    sending: create.isPending || upload.isPending,
    failure: create.isError && step.kind === 'form' ? createRequestError(create.error) : null,
    submit,
    retryImage,
    skipImage,
    startOver,
  };
}
