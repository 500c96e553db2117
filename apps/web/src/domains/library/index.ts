import { lazy } from 'react';

// A library's public page also takes visitors' enquiries (issue 12), in the library's own chunk.
export const LibraryEnquiryForm = lazy(async () => ({
  default: (await import('./library-enquiry-form')).LibraryEnquiryForm,
}));
