import { z } from 'zod';

/**
 * The role and approval-status names with their schemas, apart from roles.ts (which re-exports
 * them): the permission model there is needed on every page of the web app, zod is not.
 */
export const APP_ROLES = ['Administrator', 'Programleder', 'Tekniker'] as const;
export const appRoleSchema = z.enum(APP_ROLES);

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
