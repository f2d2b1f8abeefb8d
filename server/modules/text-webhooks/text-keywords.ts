/**
 * The words that stop and restart texts. Twilio's standard opt-out and opt-in keywords (its
 * "Advanced Opt-Out" page); a message that is only the word, in any case, counts. WhatsApp has
 * no keywords of its own: the same words are honoured there.
 */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
]);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

export function keywordOf(text: string | undefined): 'stop' | 'start' | undefined {
  const word = (text ?? '').trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return undefined;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** A sender as E.164, from Twilio's `+923001234567` or WhatsApp's `923001234567`. */
export function phoneOf(sender: string): string | undefined {
  const phone = sender.startsWith('+') ? sender : `+${sender}`;
  return E164.test(phone) ? phone : undefined;
}
