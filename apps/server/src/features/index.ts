import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerContentRoutes } from './content/content.routes';
import { registerMediaRoutes } from './media/media.routes';
import { registerNotesRoutes } from './notes/notes.routes';
import { registerAccountRoutes } from './accounts/accounts.routes';
import { registerAdminUserRoutes } from './admin-users/admin-users.routes';
import { registerBroadcastRoutes } from './broadcast/broadcast.routes';
import { registerChatRoutes } from './chat/chat.routes';
import { registerClockRoutes } from './clocks/clocks.routes';
import { registerPodcastRoutes } from './podcast/podcast.routes';
import { registerShowRoutes } from './shows/shows.routes';
import { registerShowPlanRoutes } from './show-plan/show-plan.routes';
import { registerOnAirRoutes } from './on-air/on-air.routes';
import { registerListenerRoutes } from './listeners/listeners.routes';
import { registerQuizRoutes } from './quiz/quiz.routes';
import { registerSponsorRoutes } from './sponsors/sponsors.routes';
import { registerMindReaderRoutes } from './mind-reader/mind-reader.routes';
import { registerAchievementRoutes } from './achievements/achievements.routes';
import { registerAutomationRoutes } from './automation/automation.routes';
import { registerAnalyticsRoutes } from './analytics/analytics.routes';
import { registerSecurityRoutes } from './security/security.routes';
import { registerSessionRoutes } from './session/session.routes';
import { registerSystemRoutes } from './system/system.routes';
import { registerStationRoutes } from './station/station.routes';
import { registerAuditRoutes } from './audit/audit.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerUserSettingsRoutes } from './user-settings/user-settings.routes';
import { registerAvailabilityRoutes } from './availability/availability.routes';

export interface Feature {
  name: string;
  register(app: FastifyInstance, ctx: ServerContext): void | Promise<void>;
}

/** Every feature of the server. A new feature is a folder under features/ and one line here. */
export const FEATURES: Feature[] = [
  { name: 'system', register: registerSystemRoutes },
  // early: the station's time zone is set before any feature starts its schedulers
  { name: 'station', register: registerStationRoutes },
  { name: 'audit', register: registerAuditRoutes },
  { name: 'session', register: registerSessionRoutes },
  { name: 'admin-users', register: registerAdminUserRoutes },
  { name: 'accounts', register: registerAccountRoutes },
  { name: 'security', register: registerSecurityRoutes },
  { name: 'broadcast', register: registerBroadcastRoutes },
  { name: 'chat', register: registerChatRoutes },
  { name: 'clocks', register: registerClockRoutes },
  { name: 'shows', register: registerShowRoutes },
  { name: 'show-plan', register: registerShowPlanRoutes },
  { name: 'on-air', register: registerOnAirRoutes },
  { name: 'podcast', register: registerPodcastRoutes },
  { name: 'notes', register: registerNotesRoutes },
  { name: 'media', register: registerMediaRoutes },
  { name: 'content', register: registerContentRoutes },
  { name: 'listeners', register: registerListenerRoutes },
  // after listeners: competition entries come through the listener kit (queue, SMS keywords, the live page)
  { name: 'sponsors', register: registerSponsorRoutes },
  // after listeners: the quiz takes its listener kit (identity, limits, the queue, SMS answers)
  { name: 'quiz', register: registerQuizRoutes },
  // after listeners: guesses from the queue and the listener page's live part
  { name: 'mind-reader', register: registerMindReaderRoutes },
  { name: 'achievements', register: registerAchievementRoutes },
  { name: 'automation', register: registerAutomationRoutes },
  { name: 'analytics', register: registerAnalyticsRoutes },
  // after listeners: "Send til kollega" quotes a listener message
  { name: 'notifications', register: registerNotificationRoutes },
  { name: 'user-settings', register: registerUserSettingsRoutes },
  { name: 'availability', register: registerAvailabilityRoutes },
];
