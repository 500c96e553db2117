import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../messages';
import { membershipExpiringMessage } from './members.messages';

describe('the membership-expiring message', () => {
  const facts = {
    name: 'Ravi Kumar',
    gym: 'Sutrin Fitness',
    plan: 'Quarterly',
    endsOn: '2026-12-05',
    memberCode: 'G0012',
  };

  it('names the plan and the end date in the member’s language', () => {
    expect(renderMessage(membershipExpiringMessage(facts, 'en'))).toBe(
      'Dear Ravi Kumar, your Quarterly at Sutrin Fitness ends on 5 December 2026 (member id G0012). Renew it at the desk to keep training without a break. If you have renewed already, please ignore this message.',
    );
    expect(renderMessage(membershipExpiringMessage(facts, 'hi'))).toMatch(
      /^प्रिय Ravi Kumar, Sutrin Fitness में आपकी Quarterly 5 दिसंबर 2026 को समाप्त हो रही है/,
    );
  });

  it('speaks of the membership when the member has no plan', () => {
    const planless = { ...facts, plan: '' };
    expect(membershipExpiringMessage(planless, 'en').params[2]).toBe('membership');
    expect(membershipExpiringMessage(planless, 'hi').params[2]).toBe('सदस्यता');
  });
});
