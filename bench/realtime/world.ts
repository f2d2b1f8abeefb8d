/**
 * Who chats with whom. Scenario 2 pairs client i with provider i; the baseline uses the first
 * of those pairs; scenario 3 has its own providers, each in chat with its own clients.
 */
import { makeUsers, openChats, type Pair, type User } from './accounts';
import type { BenchDatabase } from './database';
import type { Route } from './scenario';
import type { Settings } from './settings';
import type { Peer } from './sockets';

export type World = { pairs: Pair[]; busy: Pair[][] };

export async function buildWorld(baseUrl: string, db: BenchDatabase, s: Settings): Promise<World> {
  const busyClients = s.busyProviders * s.busyClients;
  const { clients, providers } = await makeUsers(baseUrl, db, {
    clients: s.pairs + busyClients,
    providers: s.pairs + s.busyProviders,
  });
  const at = (list: User[], i: number) => {
    const user = list[i];
    if (!user) throw new Error(`no user ${i}`);
    return user;
  };
  const pairs = await openChats(
    db,
    Array.from({ length: s.pairs }, (_, i) => ({
      client: at(clients, i),
      provider: at(providers, i),
    })),
  );
  const busy: Pair[][] = [];
  for (let p = 0; p < s.busyProviders; p++) {
    const provider = at(providers, s.pairs + p);
    const mine = Array.from({ length: s.busyClients }, (_, k) => ({
      client: at(clients, s.pairs + p * s.busyClients + k),
      provider,
    }));
    busy.push(await openChats(db, mine));
  }
  return { pairs, busy };
}

/** The users of `pairs`, each once (a provider may be in several). */
export function usersOf(pairs: Pair[]): User[] {
  const seen = new Map<string, User>();
  for (const p of pairs) {
    for (const u of [p.client, p.provider]) seen.set(`${u.role}:${u.id}`, u);
  }
  return [...seen.values()];
}

/** Each client writes to its provider, and (when `both`) each provider back. */
export function routesOf(pairs: Pair[], peers: Peer[], both: boolean): Route[] {
  const byUser = new Map(peers.map((p) => [`${p.user.role}:${p.user.id}`, p]));
  const peer = (u: User) => {
    const found = byUser.get(`${u.role}:${u.id}`);
    if (!found) throw new Error(`no socket for ${u.role} ${u.id}`);
    return found;
  };
  const routes = pairs.map((p) => ({ from: peer(p.client), to: p.provider, room: p.room }));
  if (!both) return routes;
  return [...routes, ...pairs.map((p) => ({ from: peer(p.provider), to: p.client, room: p.room }))];
}

/** Scenario 3's chats in an order that visits every provider before any one again. */
export function interleave(busy: Pair[][]): Pair[] {
  const out: Pair[] = [];
  const longest = Math.max(...busy.map((b) => b.length));
  for (let k = 0; k < longest; k++) {
    for (const chats of busy) {
      const pair = chats[k];
      if (pair) out.push(pair);
    }
  }
  return out;
}
