import { z } from 'zod';
import { idSchema, pageInfoSchema } from '../common/api';
import { LOST_KINDS } from './report';

/** Our wording for the conversation between a report's author and someone who saw the item. */
export const CONVERSATION_MESSAGES = {
  bodyRequired: 'Please write a message.',
  bodyTooLong: 'A message may have at most 2000 characters.',
  ownReport: 'This is your own report: your conversations about it are under Messages.',
  notFound: 'Conversation not found.',
  sent: 'Message sent.',
  noConversations: 'No messages yet.',
  fetchFailed: 'Failed to fetch messages.',
} as const;

export const MESSAGE_MAX_LENGTH = 2000;

export const sendMessageInputSchema = z.object({
  body: z
    .string({ error: CONVERSATION_MESSAGES.bodyRequired })
    .trim()
    .min(1, CONVERSATION_MESSAGES.bodyRequired)
    .max(MESSAGE_MAX_LENGTH, CONVERSATION_MESSAGES.bodyTooLong),
});
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

export const conversationMessageSchema = z.object({
  _id: idSchema,
  body: z.string(),
  sender: z.object({ _id: idSchema, fullname: z.string() }),
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  _id: idSchema,
  report: z.object({
    _id: idSchema,
    kind: z.enum(LOST_KINDS),
    title: z.string(),
    image: z.string(),
    resolved: z.boolean(),
  }),
  /** The person on the other side, from the viewer's point of view. */
  other: z.object({ _id: idSchema, fullname: z.string() }),
  /** Whether the viewer is the report's author. */
  isAuthor: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  unread: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListResponseSchema = pageInfoSchema.extend({
  success: z.boolean(),
  conversations: z.array(conversationSchema),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const conversationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  conversation: conversationSchema.nullable(),
  messages: z.array(conversationMessageSchema),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;
