import { z } from 'zod';
import type { Permission } from './roles';

/**
 * The one channel registry (spec sections 7 and 9). Every realtime channel is declared here with
 * a versioned name, who may subscribe, how many events per second it may carry, how many
 * subscribers it admits, and whether its events are durable (stored with a per-channel sequence
 * number so a client that was away replays what it missed by cursor).
 */
export interface ChannelDefinition {
  /** Room name on the wire, always with a version suffix. */
  readonly name: string;
  readonly label: string;
  readonly subscribe: Permission;
  readonly eventsPerSecond: number;
  readonly subscriberCap: number;
  readonly durable: boolean;
}

const defineChannels = <T extends Record<string, ChannelDefinition>>(channels: T) => channels;

export const CHANNELS = defineChannels({
  chat: { name: 'chat:v1', label: 'Chat', subscribe: 'useStaffScreens', eventsPerSecond: 20, subscriberCap: 1000, durable: true },
  presence: { name: 'presence:v1', label: 'Tilstedeværelse', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: false },
  broadcast: { name: 'broadcast:v1', label: 'Akuttmeldinger', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  onAir: { name: 'on-air:v1', label: 'På lufta', subscribe: 'useStaffScreens', eventsPerSecond: 2, subscriberCap: 1000, durable: true },
  musicRequests: { name: 'music-requests:v1', label: 'Musikkønsker', subscribe: 'useStaffScreens', eventsPerSecond: 300, subscriberCap: 1000, durable: true },
  // The listener queue: a call to action on air brings hundreds of messages a second.
  listeners: { name: 'listeners:v1', label: 'Lyttermeldinger', subscribe: 'useStaffScreens', eventsPerSecond: 500, subscriberCap: 1000, durable: true },
  // Polls: a change of a poll is durable; the live tally is ephemeral and coalesced (LISTENER_LIMITS.tallyIntervalMs).
  listenerPolls: { name: 'listener-polls:v1', label: 'Avstemninger', subscribe: 'useStaffScreens', eventsPerSecond: 20, subscriberCap: 1000, durable: true },
  showPlanning: { name: 'show-planning:v1', label: 'Sendeplan', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  clockTemplates: { name: 'clock-templates:v1', label: 'Sendeklokker', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  activeClocks: { name: 'active-clocks:v1', label: 'Aktive klokker', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  quiz: { name: 'quiz:v1', label: 'Quiz', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  mindReader: { name: 'mind-reader:v1', label: 'Tankeleseren', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  // The sponsor desk: competitions, entries, draws and "nevnt på lufta" marks (phones masked).
  sponsors: { name: 'sponsors:v1', label: 'Sponsorkonkurranser', subscribe: 'useStaffScreens', eventsPerSecond: 300, subscriberCap: 1000, durable: true },
  systemHealth: { name: 'system-health:v1', label: 'Systemhelse', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: false },
  // The studio's copy of every new public chat message ('studio.message.created', spec section 7), for
  // studio displays; the chat's 1000 subscribers are not sent a second frame per message.
  studio: { name: 'studio:v1', label: 'Studio', subscribe: 'useStaffScreens', eventsPerSecond: 20, subscriberCap: 1000, durable: true },
  content: { name: 'content:v1', label: 'Innhold', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  media: { name: 'media:v1', label: 'Mediebibliotek', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  // Staff achievements: each event is for the one person who earned it (audience), replayed to their screens.
  achievements: { name: 'achievements:v1', label: 'Utmerkelser', subscribe: 'useStaffScreens', eventsPerSecond: 20, subscriberCap: 1000, durable: true },
  // A person's notifications and read marks, each event for that person only (audience): every device of theirs stays in step.
  notifications: { name: 'notifications:v1', label: 'Varsler', subscribe: 'useStaffScreens', eventsPerSecond: 100, subscriberCap: 1000, durable: true },
  // A person's own settings (theme, accessibility, notification choices), each event for that person only.
  userSettings: { name: 'user-settings:v1', label: 'Mine innstillinger', subscribe: 'useStaffScreens', eventsPerSecond: 20, subscriberCap: 1000, durable: true },
  // Who can work when (user_availability): the show plan's pickers, the roster and the dashboard.
  availability: { name: 'availability:v1', label: 'Når vi kan jobbe', subscribe: 'useStaffScreens', eventsPerSecond: 50, subscriberCap: 1000, durable: true },
  // Station settings changed by an administrator: show name, time zone, logo … live on every staff screen.
  station: { name: 'station:v1', label: 'Stasjonsinnstillinger', subscribe: 'useStaffScreens', eventsPerSecond: 10, subscriberCap: 1000, durable: true },
  // Scheduled actions and their runs (/automation).
  // The podcast's show and episodes as staff edit them (/podcast, /enterprise); listeners read over HTTP.
  podcast: { name: 'podcast:v1', label: 'Podkast', subscribe: 'editPlanning', eventsPerSecond: 20, subscriberCap: 1000, durable: true },
  automation: { name: 'automation:v1', label: 'Automatisering', subscribe: 'runAutomation', eventsPerSecond: 50, subscriberCap: 1000, durable: true },
});
export type ChannelKey = keyof typeof CHANNELS;
export type ChannelName = (typeof CHANNELS)[ChannelKey]['name'];

const channelByName = new Map<string, ChannelDefinition>(Object.values(CHANNELS).map((c) => [c.name, c]));
export function findChannel(name: string): ChannelDefinition | undefined {
  return channelByName.get(name);
}
export const CHANNEL_NAMES = Object.values(CHANNELS).map((c) => c.name) as [ChannelName, ...ChannelName[]];

/** Max events a reconnecting client replays in one answer; beyond that it refetches. */
export const REPLAY_LIMIT = 500;

/** Socket.IO event names of the realtime protocol. */
export const SOCKET_EVENTS = {
  subscribe: 'channel:subscribe',
  unsubscribe: 'channel:unsubscribe',
  event: 'channel:event',
  presenceTrack: 'presence:track',
  profileUpdated: 'profile.updated',
  sessionEnded: 'session.ended',
} as const;

/** Namespace for the signed-in user's own account stream (any approval status). */
export const ACCOUNT_NAMESPACE = '/account';

export const subscribeRequestSchema = z
  .object({ channel: z.string().min(1).max(64), since: z.number().int().min(0).optional() })
  .strict();
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const unsubscribeRequestSchema = z.object({ channel: z.string().min(1).max(64) }).strict();

export interface ChannelEvent<P = unknown> {
  channel: string;
  /** Per-channel sequence number for durable channels; absent on ephemeral events. */
  seq?: number;
  type: string;
  payload: P;
  at: string;
}

export type SubscribeAck =
  | { ok: true; channel: string; seq: number; missed: ChannelEvent[]; truncated: boolean }
  | { ok: false; error: { code: string; message: string } };

export type Ack<T = Record<string, never>> = ({ ok: true } & T) | { ok: false; error: { code: string; message: string } };

/** Presence channel event types. */
export const PRESENCE_EVENTS = { sync: 'presence.sync' } as const;
