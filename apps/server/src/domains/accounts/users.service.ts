import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Role, User } from '@vedann/contracts';
import { USER_MESSAGES, toE164Phone } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict } from '../../http/errors';
import { hashPassword } from './passwords';
import type { UserRow } from './sessions';
import { users } from './users.table';

export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    profile: {
      profilePhoto: row.profilePhoto,
      bio: row.bio,
      userId: row.vedanId,
      rating: Number(row.rating),
      handlerName: row.handlerName,
    },
  };
}

// No 0/O or 1/I, so an id read aloud at a library desk is not mistaken.
const VEDAN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newVedanId(): string {
  let id = 'VD';
  for (let i = 0; i < 6; i += 1) id += VEDAN_ALPHABET[randomInt(VEDAN_ALPHABET.length)];
  return id;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export interface NewUser {
  fullname: string;
  email: string;
  phoneNumber: string;
  password: string;
  role: Role;
  isPlatformAdmin?: boolean;
}

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw conflict(USER_MESSAGES.duplicateEmail);
  const passwordHash = await hashPassword(input.password);
  // A Vedan ID collision is rare (32^6 ids); a few fresh draws settle it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          fullname: input.fullname,
          email: input.email.toLowerCase(),
          // Callers other than sign-up (the team's desk accounts, demo data) may pass ten digits.
          phoneNumber: toE164Phone(input.phoneNumber) ?? input.phoneNumber,
          passwordHash,
          role: input.role,
          vedanId: newVedanId(),
          isPlatformAdmin: input.isPlatformAdmin ?? false,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw conflict(USER_MESSAGES.duplicateEmail);
      if (isUniqueViolation(error, 'users_vedan_id_key') && attempt < 5) continue;
      throw error;
    }
  }
}
