/** One scenario's messages: each send, its ack, and its arrival on the other party's socket. */
import type { ChatMessage } from '../../contracts/chat';
import type { Ack } from '../../contracts/socket-events';
import type { User } from './accounts';
import { ACK_TIMEOUT_MS } from './settings';
import type { Inbox, Peer } from './sockets';

type Sent = { at: number; measured: boolean; to: User; acked: boolean };

export class Tracker implements Inbox {
  /** Every message text of this scenario starts with it (persisted rows are counted by it). */
  readonly prefix: string;
  sent = 0;
  acked = 0;
  awaitingAck = 0;
  delivered = 0;
  duplicates = 0;
  misrouted = 0;
  /** Send-to-receipt and send-to-ack times (ms) of the messages sent while measuring. */
  readonly delivery: number[] = [];
  readonly ackTimes: number[] = [];
  /** Refusals by error code, and ack timeouts. */
  readonly errors = new Map<string, number>();
  private readonly sends = new Map<number, Sent>();
  private readonly arrived = new Set<number>();
  private measuring = false;

  constructor(tag: string) {
    this.prefix = `rt ${tag} `;
  }

  startMeasuring(): void {
    this.measuring = true;
  }

  stopMeasuring(): void {
    this.measuring = false;
  }

  get errorCount(): number {
    let n = 0;
    for (const count of this.errors.values()) n += count;
    return n;
  }

  /** Messages acknowledged as stored that never reached the other party. */
  get lost(): number {
    let n = 0;
    for (const [seq, sent] of this.sends) if (sent.acked && !this.arrived.has(seq)) n++;
    return n;
  }

  get settled(): boolean {
    return this.awaitingAck === 0 && this.delivered >= this.acked;
  }

  send(from: Peer, to: User, room: string): void {
    const seq = this.sent++;
    const at = performance.now();
    const measured = this.measuring;
    const sent: Sent = { at, measured, to, acked: false };
    this.sends.set(seq, sent);
    this.awaitingAck++;
    const event = from.user.role === 'clients' ? 'client_send_message' : 'sp_send_message';
    const payload = { room, message_text: `${this.prefix}${seq}` };
    from.socket
      .timeout(ACK_TIMEOUT_MS)
      .emit(event, payload, (err: Error | null, reply: Ack<ChatMessage>) => {
        this.awaitingAck--;
        if (err) return this.count('ack timeout');
        if (!reply.ok) return this.count(reply.error.code);
        sent.acked = true;
        this.acked++;
        if (measured) this.ackTimes.push(performance.now() - at);
      });
  }

  deliver(peer: Peer, message: ChatMessage, at: number): void {
    // Each message also comes back to its sender (its personal room): only the receiver counts.
    if (message.sender_type === peer.user.role) return;
    if (!message.message_text.startsWith(this.prefix)) return;
    const seq = Number(message.message_text.slice(this.prefix.length));
    const sent = this.sends.get(seq);
    if (!sent) return;
    if (sent.to.id !== peer.user.id || sent.to.role !== peer.user.role) this.misrouted++;
    if (this.arrived.has(seq)) {
      this.duplicates++;
      return;
    }
    this.arrived.add(seq);
    this.delivered++;
    if (sent.measured) this.delivery.push(at - sent.at);
  }

  private count(reason: string): void {
    this.errors.set(reason, (this.errors.get(reason) ?? 0) + 1);
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
