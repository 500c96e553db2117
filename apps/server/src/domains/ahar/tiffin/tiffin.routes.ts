import { eq } from 'drizzle-orm';
import { REGULAR_MEMBER_MESSAGES, TIFFIN_MESSAGES, aharApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { notFound } from '../../../http/errors';
import { registerOwnMessageChoiceRoute } from '../../messages';
import { aharRegularMembers } from '../people/regular-members.table';
import {
  myTiffins,
  pauseDay,
  resumeDay,
  saveCutoffHour,
  savedCutoffHour,
  tiffinDays,
} from './tiffin.service';

const tags = ['ahar: tiffin'];
const api = aharApi.tiffin;

/** The ahar's cut-off hour and tiffin count; the member's own tiffins and paused days. */
export function registerTiffinRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  app.route({
    ...routeOf(api.settings, tags),
    handler: async (request) => {
      const hour = await savedCutoffHour(db, currentOrg(request).id);
      return { success: true as const, settings: hour === null ? null : { cutoffHour: hour } };
    },
  });
  app.route({
    ...routeOf(api.saveSettings, tags),
    handler: async (request) => {
      const { cutoffHour } = request.body;
      await saveCutoffHour(db, currentOrg(request).id, cutoffHour);
      return {
        success: true as const,
        message: TIFFIN_MESSAGES.settingsSaved,
        settings: { cutoffHour },
      };
    },
  });
  app.route({
    ...routeOf(api.days, tags),
    handler: async (request) => ({
      success: true as const,
      days: await tiffinDays(db, currentOrg(request).id, request.query.from, request.query.days),
    }),
  });

  app.route({
    ...routeOf(api.mine, tags),
    handler: async (request) => ({
      success: true as const,
      tiffins: await myTiffins(db, currentUser(request).vedanId, new Date()),
    }),
  });

  // The member's own channel and language for this ahar's messages (decision 0359).
  registerOwnMessageChoiceRoute(ctx, api.messages, {
    table: aharRegularMembers,
    ownedBy: (vedanId) => eq(aharRegularMembers.vedanId, vedanId.toUpperCase()),
    messages: {
      notFound: REGULAR_MEMBER_MESSAGES.notFound,
      saved: REGULAR_MEMBER_MESSAGES.messagesSaved,
    },
    tags,
  });

  /** The member's tiffin after a change, as `/ahar/me` shows it. */
  async function answer(vedanId: string, memberId: string, message: string, now: Date) {
    const tiffin = (await myTiffins(db, vedanId, now)).find((one) => one._id === memberId);
    if (!tiffin) throw notFound(REGULAR_MEMBER_MESSAGES.notFound);
    return { success: true as const, message, tiffin };
  }
  app.route({
    ...routeOf(api.pause, tags),
    handler: async (request) => {
      const { vedanId } = currentUser(request);
      const { id, day } = request.params;
      const now = new Date();
      await pauseDay(db, vedanId, id, day, now);
      return answer(vedanId, id, TIFFIN_MESSAGES.paused, now);
    },
  });
  app.route({
    ...routeOf(api.resume, tags),
    handler: async (request) => {
      const { vedanId } = currentUser(request);
      const { id, day } = request.params;
      const now = new Date();
      await resumeDay(db, vedanId, id, day, now);
      return answer(vedanId, id, TIFFIN_MESSAGES.resumed, now);
    },
  });
}
