import { z } from 'zod';
import { ERROR_REPORT_MAX_MESSAGE, ERROR_REPORT_MAX_STACK } from './constants';
import { httpUrlSchema } from './web-address';

/** POST /api/error-report body (spec section 7). */
export const errorReportSchema = z
  .object({
    errorId: z.string().min(1).max(100),
    error: z
      .object({
        name: z.string().max(200).optional(),
        message: z.string().max(ERROR_REPORT_MAX_MESSAGE),
        stack: z.string().max(ERROR_REPORT_MAX_STACK).optional(),
      })
      .strict(),
    errorInfo: z
      .object({ componentStack: z.string().max(ERROR_REPORT_MAX_STACK).optional() })
      .strict()
      .nullable()
      .optional(),
    /** The page the error happened on (the app only runs on http(s) pages). */
    url: httpUrlSchema(2000),
    timestamp: z.string().max(64),
  })
  .strict();
export type ErrorReport = z.infer<typeof errorReportSchema>;
