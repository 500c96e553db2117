import { describe, expect, it } from 'vitest';
import { acceptsFile, wrongFileType } from './file-choice';

const file = (type: string) => ({ type });
const IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

describe("a chosen file's type against the field's accept list", () => {
  it('takes the listed types and wildcards, and nothing else', () => {
    expect(acceptsFile(IMAGES, file('image/png'))).toBe(true);
    expect(acceptsFile(IMAGES, file('application/pdf'))).toBe(false);
    expect(acceptsFile('application/pdf', file('application/pdf'))).toBe(true);
    expect(acceptsFile('application/pdf', file('image/png'))).toBe(false);
    expect(acceptsFile('image/*', file('image/svg+xml'))).toBe(true);
    // A file the browser cannot name has no type: it is not taken.
    expect(acceptsFile(IMAGES, file(''))).toBe(false);
  });

  it("answers the field's own words for a wrong file, and nothing for none", () => {
    const words = 'Only PDF files are allowed for description!';
    expect(wrongFileType(file('image/png'), 'application/pdf', words)).toBe(words);
    expect(wrongFileType(file('application/pdf'), 'application/pdf', words)).toBeNull();
    expect(wrongFileType(null, 'application/pdf', words)).toBeNull();
  });
});
