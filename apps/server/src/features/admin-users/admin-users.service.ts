import type { AdminUsersQuery, Profile, UserCounts } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import * as repo from './admin-users.repository';

/**
 * The administrator's user list. The changes to an account (approve, reject, role, deactivate)
 * are the profiles' own rules and go through `ctx.profiles`.
 */
export class AdminUsersService {
  constructor(private readonly ctx: Pick<ServerContext, 'database'>) {}

  async list(query: AdminUsersQuery): Promise<{ users: Profile[]; counts: UserCounts }> {
    const db = this.ctx.database.db;
    const [users, counts] = await Promise.all([repo.listUsers(db, query), repo.countUsers(db)]);
    return { users, counts };
  }

  counts(): Promise<UserCounts> {
    return repo.countUsers(this.ctx.database.db);
  }
}
