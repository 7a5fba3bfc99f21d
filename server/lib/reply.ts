import type { FastifyReply } from 'fastify';

/** The spec's envelope: `{ code: true, data, status: 200 }`. */
export function okBody<T>(data: T, status = 200) {
  return { code: true as const, data, status };
}

export function ok<T>(reply: FastifyReply, data: T, status = 200) {
  return reply.code(status).send(okBody(data, status));
}

export function errorBody(status: number, message: string, fields?: Record<string, string>, reason?: string) {
  return {
    code: false as const,
    status,
    error: { message, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) },
  };
}
