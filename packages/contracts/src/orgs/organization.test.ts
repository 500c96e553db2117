import { describe, expect, it } from 'vitest';
import { ORG_KINDS, ORG_PERMISSIONS, permissionLabel } from './organization';

describe('permissions', () => {
  it("has the gym's twelve from spec 03 with the spec's labels", () => {
    expect(ORG_PERMISSIONS.gym.map((p) => permissionLabel('gym', p))).toEqual([
      'Nutrition (Diet)',
      'Enquiry',
      'Enrollment (Member)',
      'Exercise',
      'Record',
      'Invoice',
      'Notice',
      'Package',
      'SMS',
      'Accounts',
      'Trainer',
      'User',
    ]);
  });

  it('labels every permission of every kind', () => {
    for (const kind of ORG_KINDS) {
      for (const permission of ORG_PERMISSIONS[kind]) {
        expect(permissionLabel(kind, permission), `${kind}.${permission}`).not.toBe(permission);
      }
    }
  });
});
