import { describe, expect, it } from 'vitest';
import { ALERT_GROUP_OF, ALERT_GROUPS, alertGroupsFor } from './alerts';

describe('alertGroupsFor: the kinds of news each account type can receive', () => {
  it('gives a client no new jobs and no invoices (clients offer no services and get no invoices)', () => {
    expect(alertGroupsFor('clients')).not.toContain('new_jobs');
    expect(alertGroupsFor('clients')).not.toContain('billing');
    expect(alertGroupsFor('clients')).toEqual([
      'messages',
      'offers',
      'offer_answers',
      'orders',
      'account',
    ]);
  });

  it('gives a provider every group, in the settings order', () => {
    expect(alertGroupsFor('serviceproviders')).toEqual([...ALERT_GROUPS]);
  });
});

describe('ALERT_GROUP_OF', () => {
  it('files a decided ID check and hidden content under the account group, which both account types list', () => {
    expect(ALERT_GROUP_OF.id_check_decided).toBe('account');
    expect(ALERT_GROUP_OF.content_hidden).toBe('account');
    expect(alertGroupsFor('clients')).toContain('account');
    expect(alertGroupsFor('serviceproviders')).toContain('account');
  });
});
