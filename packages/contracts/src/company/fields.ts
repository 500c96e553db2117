import { z } from 'zod';

// Shared by the company area's schemas; not exported from the package.

/** An optional text of at most `max` characters, trimmed; empty when left out. */
export const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).default('');
