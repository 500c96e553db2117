import { and, count, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CONVERSATION_MESSAGES,
  LOST_MESSAGES,
  lostfoundApi,
  pageInfo,
  type Conversation,
  type ConversationMessage,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest, notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import { lostConversations, lostMessages, lostReports } from './lostfound.table';

const tags = ['lost-and-found'];
/** The newest messages a thread shows; a lost-item conversation rarely comes near it. */
const THREAD_LIMIT = 200;

const authorUser = alias(users, 'author_user');
const seekerUser = alias(users, 'seeker_user');

function conversationQuery(db: Db) {
  return db
    .select({
      conversation: lostConversations,
      report: {
        id: lostReports.id,
        kind: lostReports.kind,
        title: lostReports.title,
        image: lostReports.image,
        resolvedAt: lostReports.resolvedAt,
      },
      authorName: authorUser.fullname,
      seekerName: seekerUser.fullname,
    })
    .from(lostConversations)
    .innerJoin(lostReports, eq(lostReports.id, lostConversations.reportId))
    .innerJoin(authorUser, eq(authorUser.id, lostConversations.authorId))
    .innerJoin(seekerUser, eq(seekerUser.id, lostConversations.seekerId));
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationQuery>['execute']>>[number];

function toConversationDto(row: ConversationRow, viewerId: string): Conversation {
  const { conversation: c, report } = row;
  const isAuthor = c.authorId === viewerId;
  const readAt = isAuthor ? c.authorReadAt : c.seekerReadAt;
  return {
    _id: c.id,
    report: {
      _id: report.id,
      kind: report.kind,
      title: report.title,
      image: report.image,
      resolved: report.resolvedAt !== null,
    },
    other: isAuthor
      ? { _id: c.seekerId, fullname: row.seekerName }
      : { _id: c.authorId, fullname: row.authorName },
    isAuthor,
    lastMessage: c.lastMessage,
    lastMessageAt: c.lastMessageAt.toISOString(),
    unread:
      c.lastSenderId !== null &&
      c.lastSenderId !== viewerId &&
      (readAt === null || readAt < c.lastMessageAt),
  };
}

/** Only the report's author and the person who wrote to them see a conversation. */
const isParty = (viewerId: string) =>
  or(eq(lostConversations.authorId, viewerId), eq(lostConversations.seekerId, viewerId));

async function findConversation(db: Db, id: string, viewerId: string) {
  const [row] = await conversationQuery(db)
    .where(and(eq(lostConversations.id, id), isParty(viewerId)))
    .limit(1);
  if (!row) throw notFound(CONVERSATION_MESSAGES.notFound);
  return row;
}

async function readThread(db: Db, row: ConversationRow, viewerId: string) {
  const rows = await db
    .select({ message: lostMessages, fullname: users.fullname })
    .from(lostMessages)
    .innerJoin(users, eq(users.id, lostMessages.senderId))
    .where(eq(lostMessages.conversationId, row.conversation.id))
    .orderBy(desc(lostMessages.id))
    .limit(THREAD_LIMIT);
  const messages: ConversationMessage[] = rows.reverse().map(({ message, fullname }) => ({
    _id: message.id,
    body: message.body,
    sender: { _id: message.senderId, fullname },
    isMine: message.senderId === viewerId,
    createdAt: message.createdAt.toISOString(),
  }));
  // Reading the thread marks it read for the viewer's side only.
  const now = new Date();
  const isAuthor = row.conversation.authorId === viewerId;
  await db
    .update(lostConversations)
    .set(isAuthor ? { authorReadAt: now } : { seekerReadAt: now })
    .where(eq(lostConversations.id, row.conversation.id));
  const seen = isAuthor
    ? { ...row.conversation, authorReadAt: now }
    : { ...row.conversation, seekerReadAt: now };
  return { conversation: toConversationDto({ ...row, conversation: seen }, viewerId), messages };
}

async function appendMessage(db: Db, conversationId: string, senderId: string, body: string) {
  const now = new Date();
  await db.insert(lostMessages).values({ conversationId, senderId, body, createdAt: now });
  await db
    .update(lostConversations)
    .set({ lastMessage: body.slice(0, 200), lastSenderId: senderId, lastMessageAt: now })
    .where(eq(lostConversations.id, conversationId));
}

/** Messages between a report's author and anyone who saw the item (our design; spec: "Messages"). */
export function registerLostConversationRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(lostfoundApi.conversations, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const { page, limit } = request.query;
      const [rows, [total]] = await Promise.all([
        conversationQuery(db)
          .where(isParty(user.id))
          .orderBy(desc(lostConversations.lastMessageAt), desc(lostConversations.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(lostConversations).where(isParty(user.id)),
      ]);
      return {
        success: true as const,
        conversations: rows.map((row) => toConversationDto(row, user.id)),
        ...pageInfo({ page, limit }, total?.value ?? 0),
      };
    },
  });

  app.route({
    ...routeOf(lostfoundApi.conversation, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const row = await findConversation(db, request.params.id, user.id);
      return { success: true as const, ...(await readThread(db, row, user.id)) };
    },
  });

  app.route({
    ...routeOf(lostfoundApi.sendToConversation, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const before = await findConversation(db, request.params.id, user.id);
      await appendMessage(db, before.conversation.id, user.id, request.body.body);
      const row = await findConversation(db, before.conversation.id, user.id);
      const thread = await readThread(db, row, user.id);
      return reply
        .status(201)
        .send({ success: true, message: CONVERSATION_MESSAGES.sent, ...thread });
    },
  });

  // The viewer's own conversation about a report they did not write (null before the first message).
  app.route({
    ...routeOf(lostfoundApi.reportConversation, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const [report] = await db
        .select({ id: lostReports.id, authorId: lostReports.authorId })
        .from(lostReports)
        .where(eq(lostReports.id, request.params.id));
      if (!report) throw notFound(LOST_MESSAGES.reportNotFound);
      if (report.authorId === user.id) throw badRequest(CONVERSATION_MESSAGES.ownReport);
      const [row] = await conversationQuery(db)
        .where(
          and(eq(lostConversations.reportId, report.id), eq(lostConversations.seekerId, user.id)),
        )
        .limit(1);
      if (!row) return { success: true as const, conversation: null, messages: [] };
      return { success: true as const, ...(await readThread(db, row, user.id)) };
    },
  });

  app.route({
    ...routeOf(lostfoundApi.sendAboutReport, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const [report] = await db
        .select({
          id: lostReports.id,
          authorId: lostReports.authorId,
          resolvedAt: lostReports.resolvedAt,
        })
        .from(lostReports)
        .where(eq(lostReports.id, request.params.id));
      if (!report) throw notFound(LOST_MESSAGES.reportNotFound);
      if (report.authorId === user.id) throw badRequest(CONVERSATION_MESSAGES.ownReport);
      const existing = () =>
        db
          .select({ id: lostConversations.id })
          .from(lostConversations)
          .where(
            and(eq(lostConversations.reportId, report.id), eq(lostConversations.seekerId, user.id)),
          );
      let [conversation] = await existing();
      if (!conversation) {
        // A resolved item takes no new conversations; ones already under way carry on.
        if (report.resolvedAt) throw notFound(LOST_MESSAGES.reportNotFound);
        await db
          .insert(lostConversations)
          .values({ reportId: report.id, authorId: report.authorId, seekerId: user.id })
          .onConflictDoNothing();
        [conversation] = await existing();
      }
      if (!conversation) throw new Error('conversation missing after insert');
      await appendMessage(db, conversation.id, user.id, request.body.body);
      const row = await findConversation(db, conversation.id, user.id);
      const thread = await readThread(db, row, user.id);
      return reply
        .status(201)
        .send({ success: true, message: CONVERSATION_MESSAGES.sent, ...thread });
    },
  });
}
