import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the parameters DESIGN.md section 8 sets. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash it still does the same work against a throwaway one,
 * so the time taken does not reveal whether an account exists.
 */
export async function checkPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password-1A!');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
