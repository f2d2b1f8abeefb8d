import { describe, expect, it } from 'vitest';
import { ALERT_GROUPS, alertGroupsFor } from './alerts';

describe('alertGroupsFor: the kinds of news each account type can receive', () => {
  it('gives a client no new jobs and no invoices (clients offer no services and get no invoices)', () => {
    expect(alertGroupsFor('clients')).not.toContain('new_jobs');
    expect(alertGroupsFor('clients')).not.toContain('billing');
    expect(alertGroupsFor('clients')).toEqual(['messages', 'offers', 'offer_answers', 'orders']);
  });

  it('gives a provider every group, in the settings order', () => {
    expect(alertGroupsFor('serviceproviders')).toEqual([...ALERT_GROUPS]);
  });
});
