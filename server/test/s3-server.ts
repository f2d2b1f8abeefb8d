import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;

/**
 * An S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temp
 * directory, with one empty bucket. `env` configures the app for it (STORAGE=s3).
 */
export async function startS3Server(bucket = 'marketplace-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Stops the server and removes its objects. */
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
