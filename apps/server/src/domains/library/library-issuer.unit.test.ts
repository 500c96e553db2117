import { describe, expect, it } from 'vitest';
import { issuerOf } from './library.documents';

const LIBRARY = {
  name: 'Deccan Reading Room',
  city: 'Pune',
  address: '12 FC Road',
  pincode: '411004',
  gst: '',
  pan: '',
  email: '',
};

describe("the library's documents", () => {
  it('show its E.164 mobile as people read it, and an older stored one as it is', () => {
    expect(issuerOf({ ...LIBRARY, mobile: '+919876543210' }).phone).toBe('+91 98765 43210');
    expect(issuerOf({ ...LIBRARY, mobile: '1234567890' }).phone).toBe('1234567890');
    expect(issuerOf({ ...LIBRARY, mobile: '' }).phone).toBeUndefined();
  });
});
