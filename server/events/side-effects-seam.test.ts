import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Design rule 17, checked on the source: services record domain events and only channels
 * deliver them. A service that emits to sockets, stores a notification or queues an email
 * itself fails here, naming the file.
 */
const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts'))
      return [];
    const full = path.join(entry.parentPath, entry.name);
    return [{ file: path.relative(root, full), text: fs.readFileSync(full, 'utf8') }];
  });
}

const modules = sources(path.join(root, 'modules'));

/** The files under server/modules whose text matches `pattern`, but those `allowed`. */
const offenders = (pattern: RegExp, allowed: (file: string) => boolean) =>
  modules.filter((s) => pattern.test(s.text) && !allowed(s.file)).map((s) => s.file);

const isChannel = (file: string) => file.endsWith('-channel.ts');

describe('the side-effects seam', () => {
  it('finds the module sources it checks', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.map((s) => s.file)).toContain('modules/notifications/bell-channel.ts');
  });

  it('lets only channels reach sockets', () => {
    expect(offenders(/realtime\/broadcaster|\.emit\(/, isChannel)).toEqual([]);
  });

  it('lets only the bell channel store notifications', () => {
    expect(
      offenders(/(?<!function )insertNotifications\(/, (f) =>
        f.endsWith('notifications/bell-channel.ts'),
      ),
    ).toEqual([]);
    expect(
      offenders(/insertInto\('notifications'\)/, (f) => f.endsWith('notifications.repo.ts')),
    ).toEqual([]);
  });

  it('lets only the email and alert channels queue an event’s emails, pushes and texts', () => {
    expect(
      offenders(/(?<!function )queueNotices\(/, (f) =>
        ['email-notifications/email-channel.ts', 'alerts/alert-channel.ts'].some((c) =>
          f.endsWith(c),
        ),
      ),
    ).toEqual([]);
    expect(
      offenders(/insertInto\('email_outbox'\)/, (f) => f.endsWith('email-notifications.repo.ts')),
    ).toEqual([]);
    expect(offenders(/insertInto\('alert_outbox'\)/, (f) => f.endsWith('alerts.repo.ts'))).toEqual(
      [],
    );
  });

  it('has events written by the outbox alone', () => {
    expect(offenders(/insertInto\('domain_events'\)/, () => false)).toEqual([]);
  });
});
