import type { FastifyReply } from 'fastify';

/**
 * When the request reached the server: an answer's time is its arrival, not when a busy server got
 * round to it (a burst of answers queues; the deadline is the listener's, not the queue's).
 */
export const arrivalOf = (reply: FastifyReply) => new Date(Date.now() - reply.elapsedTime);
