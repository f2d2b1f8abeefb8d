import type { RouteEntry } from '../lib/route-inventory';
import type { SocketEvent } from '../realtime/socket-events';

/**
 * What every route must declare: who may call it, a schema for each input it takes
 * (path ids, a body, or a multipart form read by a contract schema), and a response schema
 * for its success answer (or that it answers a file). Empty when the route is complete.
 */
export function routeProblems(route: RouteEntry): string[] {
  const problems: string[] = [];
  const name = `${route.method} ${route.url}`;
  if (route.access !== 'public' && !(Array.isArray(route.access) && route.access.length > 0)) {
    problems.push(`${name}: no access rule`);
  }
  if (route.url.includes(':') && !route.schema.params) {
    problems.push(`${name}: path ids without a params schema`);
  }
  const takesBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  if (takesBody && !route.schema.body && !route.shape.multipart && !route.shape.noBody) {
    problems.push(`${name}: no body schema (nor multipart or noBody declared)`);
  }
  const success = route.schema.response.some((status) => status >= 200 && status < 300);
  if (!success && !route.shape.file) {
    problems.push(`${name}: no response schema for its success`);
  }
  return problems;
}

export function socketEventProblems(event: SocketEvent): string[] {
  const problems: string[] = [];
  if (event.access.length === 0) problems.push(`${event.name}: no access rule`);
  if (!event.input) problems.push(`${event.name}: no payload schema`);
  if (!event.output) problems.push(`${event.name}: no ack schema`);
  return problems;
}
