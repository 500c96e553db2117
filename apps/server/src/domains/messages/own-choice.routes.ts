import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
  type OwnMessageChoiceEndpoint,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';

/** A table of members who choose their own channel and language (decision 0359). */
export type MemberChoiceTable = PgTable & {
  id: PgColumn;
  messageChannel: PgColumn;
  messageLanguage: PgColumn;
  updatedAt: PgColumn;
};

export interface OwnMessageChoice<T extends MemberChoiceTable> {
  table: T;
  /** The rows naming this Vedan ID: the signed-in member's own. */
  ownedBy: (vedanId: string) => SQL;
  messages: { notFound: string; saved: string };
  tags: string[];
}

/**
 * Mounts an area's `ownMessageChoiceEndpoint`: the signed-in member saves how the business
 * reaches them on their own record, found by id among the rows naming their Vedan ID. Another's
 * record, or any record for an account without a Vedan ID, is not found. A field the body leaves
 * out is not written, so it keeps its choice.
 */
export function registerOwnMessageChoiceRoute<T extends MemberChoiceTable>(
  { app, db }: AppContext,
  declared: OwnMessageChoiceEndpoint,
  { table, ownedBy, messages, tags }: OwnMessageChoice<T>,
): void {
  app.route({
    ...routeOf(declared, tags),
    handler: async (request) => {
      const { vedanId } = currentUser(request);
      const { messageChannel, messageLanguage } = request.body;
      const [saved] = vedanId
        ? await db
            .update(table)
            .set({ messageChannel, messageLanguage, updatedAt: new Date() } as Partial<
              T['$inferInsert']
            >)
            .where(and(eq(table.id, request.params.id), ownedBy(vedanId)))
            .returning({ channel: table.messageChannel, language: table.messageLanguage })
        : [];
      if (!saved) throw notFound(messages.notFound);
      return {
        success: true as const,
        message: messages.saved,
        messageChannel: MESSAGE_CHANNELS.find((channel) => channel === saved.channel) ?? null,
        messageLanguage: MESSAGE_LANGUAGES.find((language) => language === saved.language) ?? null,
      };
    },
  });
}
