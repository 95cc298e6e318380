import { z } from 'zod';
import { ACCOUNT_EVENTS, profileUpdatedPayloadSchema, userChangedPayloadSchema } from './accounts';
import { ACHIEVEMENT_EVENTS, achievementEarnedEventSchema } from './achievements';
import {
  BROADCAST_EVENTS,
  broadcastAcknowledgedPayloadSchema,
  broadcastCreatedPayloadSchema,
  broadcastDismissedPayloadSchema,
  broadcastExpiredPayloadSchema,
} from './broadcast';
import { CHANNELS, type ChannelEvent, type ChannelKey, PRESENCE_EVENTS } from './channels';
import { AVAILABILITY_EVENTS, availabilityChangedEventSchema } from './availability';
import { USER_SETTINGS_EVENTS, userSettingsChangedEventSchema } from './user-settings';
import { CHAT_EVENTS, chatMessageSchema, chatReadEventSchema, chatTypingEventSchema, studioMessageSchema } from './chat';
import {
  CHAT_MODERATION_EVENTS,
  chatMessageModeratedEventSchema,
  chatMuteChangedEventSchema,
  chatReportCreatedEventSchema,
  chatReportResolvedEventSchema,
} from './chat-moderation';
import {
  activeClocksCreatedPayloadSchema,
  CLOCK_EVENTS,
  clockEditorsPayloadSchema,
  clockElementMarkedPayloadSchema,
  clockElementsMarkedPayloadSchema,
  clockTemplateDeletedPayloadSchema,
  clockTemplateEventPayloadSchema,
} from './clocks';
import { CONTENT_EVENTS, MEDIA_EVENTS } from './content-common';
import { contentSettingsPayloadSchema, editorialDeletedPayloadSchema, editorialSavedPayloadSchema } from './content-editorial';
import { collectionChangedPayloadSchema } from './content-hub';
import { mediaDeletedPayloadSchema, mediaProcessingPayloadSchema, mediaSavedPayloadSchema } from './content-media';
import { noteRemovedPayloadSchema, noteSavedPayloadSchema } from './content-notes';
import {
  LISTENER_EVENTS,
  LISTENER_POLL_EVENTS,
  listenerBlocksChangedEventSchema,
  listenerCommentEventSchema,
  listenerMessageEventSchema,
  listenerPollDeletedEventSchema,
  listenerPollEventSchema,
  listenerPollTallyEventSchema,
  MUSIC_REQUEST_EVENTS,
  musicRequestEventSchema,
  musicRulesEventSchema,
} from './listeners';
import {
  broadcastStateChangedPayloadSchema,
  DISPLAY_MESSAGE_EVENTS,
  displayMessageClearedPayloadSchema,
  displayMessagePushedPayloadSchema,
  ON_AIR_EVENTS,
  onAirSwitchedPayloadSchema,
} from './on-air';
import {
  NOTIFICATION_EVENTS,
  notificationAllReadEventSchema,
  notificationCreatedEventSchema,
  notificationReadChangedEventSchema,
} from './notifications';
import { presenceEntrySchema } from './profile';
import { STATION_EVENTS, stationSettingsChangedEventSchema } from './station-settings';
import {
  QUIZ_EVENTS,
  quizAnswersCountedEventSchema,
  quizLeaderboardEventSchema,
  quizParticipantEventSchema,
  quizSessionChangedEventSchema,
  quizSetChangedEventSchema,
  quizSetDeletedEventSchema,
  speedRoundEventSchema,
  tournamentDeletedEventSchema,
  tournamentEventSchema,
} from './quiz';
import { MIND_READER_EVENTS, mindReaderRoundEventSchema, mindReaderSessionEventSchema } from './mind-reader';
import {
  SPONSOR_EVENTS,
  competitionDeletedEventSchema,
  competitionEventSchema,
  drawEventSchema,
  entryEventSchema,
  mentionDeletedEventSchema,
  mentionEventSchema,
  sponsorDeletedEventSchema,
  sponsorEventSchema,
  winnerEventSchema,
} from './sponsors';
import { AUTOMATION_EVENTS, automationActionDeletedEventSchema, automationActionEventSchema, automationRunEventSchema } from './automation';
import { autoDjChangedEventSchema } from './automation';
import { PODCAST_EVENTS } from './podcast';
import { podcastChangedEventSchema } from './podcast-schemas';
import { rundownChangedPayloadSchema, SHOW_PLAN_EVENTS, showTemplateDeletedPayloadSchema, showTemplateEventPayloadSchema } from './show-plan';
import { SHOW_EVENTS, scheduledShowDeletedPayloadSchema, scheduledShowEventPayloadSchema } from './shows';
import { SYSTEM_HEALTH_EVENTS, systemHealthSchema } from './system-health';

/**
 * The realtime contract: for every channel of the registry (channels.ts), every event type it
 * carries and the zod schema of its payload. The server can publish only these (publish() is typed
 * from this map, and in tests every payload is checked against its schema); the web validates
 * every payload it receives with the same schema before a handler sees it. A feature adds its
 * events here, one line each, next to the channel they travel on.
 */
export const CHANNEL_EVENTS = {
  chat: {
    [CHAT_EVENTS.messageCreated]: chatMessageSchema,
    [CHAT_EVENTS.messageUpdated]: chatMessageSchema,
    [CHAT_EVENTS.messageDeleted]: chatMessageSchema,
    [CHAT_EVENTS.typing]: chatTypingEventSchema,
    [CHAT_EVENTS.read]: chatReadEventSchema,
    [CHAT_MODERATION_EVENTS.reportCreated]: chatReportCreatedEventSchema,
    [CHAT_MODERATION_EVENTS.reportResolved]: chatReportResolvedEventSchema,
    [CHAT_MODERATION_EVENTS.messageModerated]: chatMessageModeratedEventSchema,
    [CHAT_MODERATION_EVENTS.muteChanged]: chatMuteChangedEventSchema,
  },
  presence: {
    [PRESENCE_EVENTS.sync]: z.object({ users: z.array(presenceEntrySchema) }),
    [ACCOUNT_EVENTS.profileUpdated]: profileUpdatedPayloadSchema,
    [ACCOUNT_EVENTS.userChanged]: userChangedPayloadSchema,
  },
  broadcast: {
    [BROADCAST_EVENTS.created]: broadcastCreatedPayloadSchema,
    [BROADCAST_EVENTS.acknowledged]: broadcastAcknowledgedPayloadSchema,
    [BROADCAST_EVENTS.dismissed]: broadcastDismissedPayloadSchema,
    [BROADCAST_EVENTS.expired]: broadcastExpiredPayloadSchema,
  },
  onAir: {
    [ON_AIR_EVENTS.switched]: onAirSwitchedPayloadSchema,
    [ON_AIR_EVENTS.stateChanged]: broadcastStateChangedPayloadSchema,
  },
  musicRequests: {
    [MUSIC_REQUEST_EVENTS.created]: musicRequestEventSchema,
    [MUSIC_REQUEST_EVENTS.updated]: musicRequestEventSchema,
    [MUSIC_REQUEST_EVENTS.rulesChanged]: musicRulesEventSchema,
  },
  listeners: {
    [LISTENER_EVENTS.messageCreated]: listenerMessageEventSchema,
    [LISTENER_EVENTS.messageUpdated]: listenerMessageEventSchema,
    [LISTENER_EVENTS.commentChanged]: listenerCommentEventSchema,
    [LISTENER_EVENTS.blocksChanged]: listenerBlocksChangedEventSchema,
  },
  listenerPolls: {
    [LISTENER_POLL_EVENTS.changed]: listenerPollEventSchema,
    [LISTENER_POLL_EVENTS.deleted]: listenerPollDeletedEventSchema,
    [LISTENER_POLL_EVENTS.tally]: listenerPollTallyEventSchema,
  },
  showPlanning: {
    [SHOW_EVENTS.created]: scheduledShowEventPayloadSchema,
    [SHOW_EVENTS.updated]: scheduledShowEventPayloadSchema,
    [SHOW_EVENTS.deleted]: scheduledShowDeletedPayloadSchema,
    [SHOW_PLAN_EVENTS.templateCreated]: showTemplateEventPayloadSchema,
    [SHOW_PLAN_EVENTS.templateUpdated]: showTemplateEventPayloadSchema,
    [SHOW_PLAN_EVENTS.templateDeleted]: showTemplateDeletedPayloadSchema,
    [SHOW_PLAN_EVENTS.rundownChanged]: rundownChangedPayloadSchema,
  },
  clockTemplates: {
    [CLOCK_EVENTS.templateCreated]: clockTemplateEventPayloadSchema,
    [CLOCK_EVENTS.templateUpdated]: clockTemplateEventPayloadSchema,
    [CLOCK_EVENTS.templateDeleted]: clockTemplateDeletedPayloadSchema,
    [CLOCK_EVENTS.editorsChanged]: clockEditorsPayloadSchema,
  },
  activeClocks: {
    [CLOCK_EVENTS.activeClocksCreated]: activeClocksCreatedPayloadSchema,
    [CLOCK_EVENTS.elementMarked]: clockElementMarkedPayloadSchema,
    [CLOCK_EVENTS.elementsMarked]: clockElementsMarkedPayloadSchema,
  },
  quiz: {
    [QUIZ_EVENTS.setChanged]: quizSetChangedEventSchema,
    [QUIZ_EVENTS.setDeleted]: quizSetDeletedEventSchema,
    [QUIZ_EVENTS.sessionChanged]: quizSessionChangedEventSchema,
    [QUIZ_EVENTS.leaderboardUpdated]: quizLeaderboardEventSchema,
    [QUIZ_EVENTS.participantChanged]: quizParticipantEventSchema,
    [QUIZ_EVENTS.answersCounted]: quizAnswersCountedEventSchema,
    [QUIZ_EVENTS.speedRoundChanged]: speedRoundEventSchema,
    [QUIZ_EVENTS.tournamentChanged]: tournamentEventSchema,
    [QUIZ_EVENTS.tournamentDeleted]: tournamentDeletedEventSchema,
  },
  mindReader: {
    [MIND_READER_EVENTS.sessionChanged]: mindReaderSessionEventSchema,
    [MIND_READER_EVENTS.roundChanged]: mindReaderRoundEventSchema,
  },
  sponsors: {
    [SPONSOR_EVENTS.sponsorChanged]: sponsorEventSchema,
    [SPONSOR_EVENTS.sponsorDeleted]: sponsorDeletedEventSchema,
    [SPONSOR_EVENTS.competitionChanged]: competitionEventSchema,
    [SPONSOR_EVENTS.competitionDeleted]: competitionDeletedEventSchema,
    [SPONSOR_EVENTS.entryCreated]: entryEventSchema,
    [SPONSOR_EVENTS.entryChanged]: entryEventSchema,
    [SPONSOR_EVENTS.drawMade]: drawEventSchema,
    [SPONSOR_EVENTS.winnerChanged]: winnerEventSchema,
    [SPONSOR_EVENTS.mentionCreated]: mentionEventSchema,
    [SPONSOR_EVENTS.mentionDeleted]: mentionDeletedEventSchema,
  },
  systemHealth: {
    [SYSTEM_HEALTH_EVENTS.updated]: systemHealthSchema,
  },
  studio: {
    [CHAT_EVENTS.studioMessageCreated]: studioMessageSchema,
    [CHAT_EVENTS.studioMessageDeleted]: z.object({ id: z.string() }),
    [DISPLAY_MESSAGE_EVENTS.pushed]: displayMessagePushedPayloadSchema,
    [DISPLAY_MESSAGE_EVENTS.cleared]: displayMessageClearedPayloadSchema,
  },
  content: {
    [CONTENT_EVENTS.noteSaved]: noteSavedPayloadSchema,
    [CONTENT_EVENTS.noteRemoved]: noteRemovedPayloadSchema,
    [CONTENT_EVENTS.collectionChanged]: collectionChangedPayloadSchema,
    [CONTENT_EVENTS.editorialSaved]: editorialSavedPayloadSchema,
    [CONTENT_EVENTS.editorialDeleted]: editorialDeletedPayloadSchema,
    [CONTENT_EVENTS.settingsChanged]: contentSettingsPayloadSchema,
  },
  media: {
    [MEDIA_EVENTS.saved]: mediaSavedPayloadSchema,
    [MEDIA_EVENTS.deleted]: mediaDeletedPayloadSchema,
    [MEDIA_EVENTS.processing]: mediaProcessingPayloadSchema,
  },
  achievements: {
    [ACHIEVEMENT_EVENTS.earned]: achievementEarnedEventSchema,
  },
  notifications: {
    [NOTIFICATION_EVENTS.created]: notificationCreatedEventSchema,
    [NOTIFICATION_EVENTS.readChanged]: notificationReadChangedEventSchema,
    [NOTIFICATION_EVENTS.allRead]: notificationAllReadEventSchema,
  },
  userSettings: {
    [USER_SETTINGS_EVENTS.changed]: userSettingsChangedEventSchema,
  },
  availability: {
    [AVAILABILITY_EVENTS.changed]: availabilityChangedEventSchema,
  },
  station: {
    [STATION_EVENTS.settingsChanged]: stationSettingsChangedEventSchema,
  },
  podcast: {
    [PODCAST_EVENTS.changed]: podcastChangedEventSchema,
  },
  automation: {
    [AUTOMATION_EVENTS.actionChanged]: automationActionEventSchema,
    [AUTOMATION_EVENTS.actionDeleted]: automationActionDeletedEventSchema,
    [AUTOMATION_EVENTS.runStarted]: automationRunEventSchema,
    [AUTOMATION_EVENTS.runFinished]: automationRunEventSchema,
    [AUTOMATION_EVENTS.autoDjChanged]: autoDjChangedEventSchema,
  },
} as const satisfies Record<ChannelKey, Record<string, z.ZodType>>;

export type ChannelEventMap = typeof CHANNEL_EVENTS;
/** The event types a channel carries. */
export type EventTypeOf<C extends ChannelKey> = Extract<keyof ChannelEventMap[C], string>;
/** What the server passes to publish() for an event (before schema defaults apply). */
export type EventPayloadIn<C extends ChannelKey, T extends EventTypeOf<C>> = ChannelEventMap[C][T] extends z.ZodType ? z.input<ChannelEventMap[C][T]> : never;
/** What a handler receives once the payload passed its schema. */
export type EventPayload<C extends ChannelKey, T extends EventTypeOf<C>> = ChannelEventMap[C][T] extends z.ZodType ? z.output<ChannelEventMap[C][T]> : never;

/** A received event of a channel with its payload typed by its type (narrow it with `switch (event.type)`). */
export type TypedChannelEvent<C extends ChannelKey> = {
  [T in EventTypeOf<C>]: Omit<ChannelEvent, 'type' | 'payload'> & { type: T; payload: EventPayload<C, T> };
}[EventTypeOf<C>];

/** The schema of an event, or undefined for a type the channel does not carry. */
export function eventSchemaOf(channel: ChannelKey, type: string): z.ZodType | undefined {
  return (CHANNEL_EVENTS[channel] as Record<string, z.ZodType>)[type];
}

const channelKeyByName = new Map<string, ChannelKey>(Object.entries(CHANNELS).map(([key, def]) => [def.name, key as ChannelKey]));

/** The registry key of a channel's wire name ('chat:v1' → 'chat'). */
export function channelKeyOf(name: string): ChannelKey | undefined {
  return channelKeyByName.get(name);
}

export type ParsedChannelEvent = { ok: true; payload: unknown } | { ok: false; reason: 'unknown_type' | 'invalid_payload'; issue?: string };

/** Checks one received event against the contract: a known type of its channel with a valid payload. */
export function parseChannelEvent(channel: ChannelKey, event: Pick<ChannelEvent, 'type' | 'payload'>): ParsedChannelEvent {
  const schema = eventSchemaOf(channel, event.type);
  if (!schema) return { ok: false, reason: 'unknown_type' };
  const parsed = schema.safeParse(event.payload);
  if (!parsed.success) return { ok: false, reason: 'invalid_payload', issue: parsed.error.issues[0]?.message };
  return { ok: true, payload: parsed.data };
}
