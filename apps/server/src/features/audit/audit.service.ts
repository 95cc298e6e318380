import { USER_MODERATION_STRINGS, type AuditLogQuery, type AuditLogResponse, type UserModerationResponse } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { listAudit, moderationOf, userExists } from './audit.repository';

/** Reading the audit log and a person's moderation history; writing is recordAudit (index.ts), inside each change's transaction. */
export class AuditService {
  constructor(private readonly ctx: Pick<ServerContext, 'database'>) {}

  list(query: AuditLogQuery): Promise<AuditLogResponse> {
    return listAudit(this.ctx.database.db, query);
  }

  async moderationOf(userId: string): Promise<UserModerationResponse> {
    const db = this.ctx.database.db;
    if (!(await userExists(db, userId))) throw new ApiError(404, 'not_found', USER_MODERATION_STRINGS.userNotFound);
    return { entries: await moderationOf(db, userId) };
  }
}
