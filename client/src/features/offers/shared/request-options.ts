import type { PendingRequest } from '#contracts/requests';

/** 'Leak Repair: Kitchen tap leaks under the…': the service and the start of the description. */
export function optionLabel(request: PendingRequest): string {
  const text = request.description.replace(/\s+/g, ' ').trim();
  const start = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return `${request.name}: ${start}`;
}

/**
 * The offer form's choices: each pending request, greyed out with `unfit` beside it when the
 * server said the chat's provider cannot take it (walkthrough L1). Until the server answers
 * (`offerable` undefined), or if it could not, every request is a choice and the server's own
 * check on sending still holds.
 */
export function requestOptions(
  requests: readonly PendingRequest[],
  offerable: readonly number[] | undefined,
  unfit: string,
) {
  const fits = offerable ? new Set(offerable) : null;
  return requests.map((request) => {
    const disabled = fits !== null && !fits.has(request.request_id);
    const label = optionLabel(request);
    return {
      value: String(request.request_id),
      label: disabled ? `${label} (${unfit})` : label,
      disabled,
    };
  });
}
