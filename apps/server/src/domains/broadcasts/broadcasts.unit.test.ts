import { describe, expect, it } from 'vitest';
import { broadcastMail, personKey, recipientOutcome } from './broadcasts.service';

describe('personKey', () => {
  it('is the account when the record is linked, else the record', () => {
    expect(personKey({ directory: 'staff', recordId: 'r1', userId: 'u1' })).toBe('user:u1');
    expect(personKey({ directory: 'team', recordId: 'm1', userId: 'u1' })).toBe('user:u1');
    expect(personKey({ directory: 'gym-members', recordId: 'r2', userId: null })).toBe(
      'gym-members:r2',
    );
  });
});

describe('broadcastMail', () => {
  it('names the business in the subject, greets the person and signs', () => {
    const mail = broadcastMail({
      business: 'Sutrin Fitness',
      name: 'Meena',
      subject: 'Closed on Sunday',
      body: 'Floor cleaning.\nSee you Monday.',
    });
    expect(mail.subject).toBe('Sutrin Fitness: Closed on Sunday');
    expect(mail.text.split('\n')).toEqual([
      'Hello Meena,',
      '',
      'Floor cleaning.',
      'See you Monday.',
      '',
      'Sutrin Fitness',
      "You receive this e-mail as one of Sutrin Fitness's people on Vedann.",
    ]);
  });
});

describe('recipientOutcome', () => {
  it('is the worst of the channels, with the channels it went on', () => {
    expect(
      recipientOutcome([
        { channel: 'email', outcome: 'sent' },
        { channel: 'whatsapp', outcome: 'skipped' },
      ]),
    ).toEqual({ status: 'sent', channels: ['email', 'whatsapp'], failed: [] });
    expect(
      recipientOutcome([
        { channel: 'email', outcome: 'sent' },
        { channel: 'sms', outcome: 'failed' },
      ]),
    ).toEqual({ status: 'failed', channels: ['email'], failed: ['sms'] });
  });

  it('is not reachable when no channel could carry it', () => {
    expect(recipientOutcome([])).toEqual({ status: 'unreachable', channels: [], failed: [] });
  });
});
