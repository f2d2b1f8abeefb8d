import pg from 'pg';

/** Creates and drops whole databases on the server named by TEST_DATABASE_URL. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createDatabase(baseUrl: string, name: string, template?: string) {
  const from = template ? ` template "${template}"` : '';
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(baseUrl, `create database "${name}"${from}`);
    } catch (err) {
      // Two clones of one template at the same instant can collide; a retry settles it.
      const busy = /being accessed by other users/.test(String(err));
      if (!busy || attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

export function dropDatabase(baseUrl: string, name: string) {
  return adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
}
