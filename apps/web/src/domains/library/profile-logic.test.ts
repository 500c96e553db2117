import { describe, expect, it } from 'vitest';
import { LIBRARY_PROFILE_MESSAGES, libraryProfileInputSchema } from '@vedann/contracts';
import { PHOTO_LIMIT, photoProblem, sectionBody } from './profile-logic';

const messages = (body: Record<string, unknown>) => {
  const result = libraryProfileInputSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the library profile's sections", () => {
  it('sends only the chosen section, social links one a line as a list', () => {
    const body = sectionBody('contact', {
      mobile: '9876501234',
      email: 'desk@library.in',
      address: 'FC Road',
      pincode: '411004',
      social: ' https://x.com/lib \n\nhttps://instagram.com/lib ',
      GST: 'not sent',
    });
    expect(body).toEqual({
      section: 'contact',
      mobile: '9876501234',
      email: 'desk@library.in',
      address: 'FC Road',
      pincode: '411004',
      zone: '',
      BranchName: '',
      social: ['https://x.com/lib', 'https://instagram.com/lib'],
    });
    expect(messages(body)).toEqual([]);
  });

  it("gives the spec's messages for each section's missing fields and a bad e-mail", () => {
    expect(messages(sectionBody('contact', { email: 'nope' }))).toEqual(
      expect.arrayContaining([
        LIBRARY_PROFILE_MESSAGES.mobile,
        LIBRARY_PROFILE_MESSAGES.validEmail,
        LIBRARY_PROFILE_MESSAGES.address,
      ]),
    );
    expect(messages(sectionBody('verification', {}))).toEqual([
      LIBRARY_PROFILE_MESSAGES.gst,
      LIBRARY_PROFILE_MESSAGES.pan,
      LIBRARY_PROFILE_MESSAGES.otherId,
    ]);
    expect(messages(sectionBody('founder', {}))).toEqual([
      LIBRARY_PROFILE_MESSAGES.name,
      LIBRARY_PROFILE_MESSAGES.vedanId,
    ]);
  });

  it('refuses a photo that is not an image or is over 2 MB', () => {
    expect(photoProblem({ type: 'image/png', size: PHOTO_LIMIT })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: PHOTO_LIMIT + 1 })).toBe(
      LIBRARY_PROFILE_MESSAGES.photo,
    );
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe(
      LIBRARY_PROFILE_MESSAGES.photo,
    );
  });
});
