import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, enquiryErrorText } from '@vedann/contracts';
import { i18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { enquiryFailureText } from './enquiry-logic';
import './i18n';

describe('a failed enquiry save', () => {
  it("says the spec's 'Error: {message}', with the fallback when the server sent none", () => {
    const en = i18n.getFixedT('en', 'enquiries');
    const refused = new ApiError(400, ENQUIRY_MESSAGES.mobile);
    expect(enquiryFailureText(refused, en)).toBe('Error: Mobile number must be 10 digits');
    expect(enquiryFailureText(refused, en)).toBe(enquiryErrorText(ENQUIRY_MESSAGES.mobile));
    expect(enquiryFailureText(new ApiError(0, null), en)).toBe('Error: Failed to save enquiry');
    expect(enquiryFailureText(new ApiError(500, null), en)).toBe(enquiryErrorText());
  });

  it('reads in Hindi when Hindi is chosen', async () => {
    await i18n.changeLanguage('hi');
    try {
      const hi = i18n.getFixedT('hi', 'enquiries');
      expect(enquiryFailureText(new ApiError(400, ENQUIRY_MESSAGES.amount), hi)).toBe(
        'त्रुटि: राशि 0 से अधिक होनी चाहिए',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
