import { LIBRARY_PROFILE_MESSAGES, type ProfileSection } from '@vedann/contracts';

/** Spec 02 section 9: the profile photo is at most 2 MB. */
export const PHOTO_LIMIT = 2 * 1024 * 1024;

export type Values = Record<string, string>;

/** The form fields of each sidebar section (the spec's names, as the server reads them). */
export const FIELDS: Record<ProfileSection, readonly string[]> = {
  contact: ['mobile', 'email', 'address', 'pincode', 'zone', 'BranchName', 'social'],
  verification: ['GST', 'PAN', 'OTHERID'],
  founder: ['Name', 'VedanId'],
};

/** The body of one section: social links are written one a line and sent as a list. */
export function sectionBody(section: ProfileSection, values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = { section };
  for (const field of FIELDS[section]) {
    const value = values[field] ?? '';
    body[field] =
      field === 'social'
        ? value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : value;
  }
  return body;
}

/** Why a chosen photo is refused before it is sent (an image of at most 2 MB), or null. */
export function photoProblem(file: { type: string; size: number }): string | null {
  return file.type.startsWith('image/') && file.size <= PHOTO_LIMIT
    ? null
    : LIBRARY_PROFILE_MESSAGES.photo;
}
