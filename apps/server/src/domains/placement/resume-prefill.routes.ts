import { eq } from 'drizzle-orm';
import { RESUME_MESSAGES, nationalPhone, prefilledResume, resumesApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import { placementProfiles } from './placement.table';

/**
 * `GET /api/resumes/prefill`. It sits under `/resumes` but reads the placement profile, so the
 * placement area serves it (registered in app.ts): the resumes area imports no area above it.
 */
export function registerResumePrefillRoute({ app, db }: AppContext): void {
  const tags = ['resumes'];
  // A new resume starts from what the account already told Vedann (issue 18): its name, email
  // and phone, and the placement profile's self-rated skills and work history. Nothing is saved.
  app.route({
    ...routeOf(resumesApi.prefill, tags),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const [[account], [profile]] = await Promise.all([
        db
          .select({
            fullname: users.fullname,
            email: users.email,
            phoneNumber: users.phoneNumber,
          })
          .from(users)
          .where(eq(users.id, userId)),
        db
          .select({
            selfRating: placementProfiles.selfRating,
            workHistory: placementProfiles.workHistory,
          })
          .from(placementProfiles)
          .where(eq(placementProfiles.userId, userId)),
      ]);
      if (!account) throw notFound(RESUME_MESSAGES.notFound);
      return {
        success: true as const,
        resume: prefilledResume({
          ...account,
          // The resume's phone is ten digits; the account's is E.164 (decision 0359).
          phoneNumber: nationalPhone(account.phoneNumber),
          skills: (profile?.selfRating?.skills ?? []).map((s) => s.skill),
          work: profile?.workHistory?.entries ?? [],
        }),
      };
    },
  });
}
