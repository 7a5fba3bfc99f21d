import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TenantManifest } from '../src/lib/tenant/manifest-schema';
import type { RoleId } from '../src/lib/api/contract/auth';
import type { Db } from './db/client';
import type { RouteDocs } from './plugins/route-docs';
import type { TenantRegistry } from './tenants';

/**
 * The app as route modules see it: request parts typed from the contract's
 * zod schemas (fastify-type-provider-zod), so handlers need no casts.
 */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The signed-in user as handlers see it (loaded from the `sid` cookie). */
export interface Auth {
  sessionId: string;
  userId: string;
  tenantId: string;
  roleId: RoleId;
  firstName: string;
  lastName: string;
  providerId: string | null;
  tenant: TenantManifest;
}

/** One outgoing mail: the plain text always, an html part and files (a calendar invite) when the mail has them. */
/** A file a mail carries, e.g. the appointment's calendar invite (text/calendar). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** `<id@domain>`; the transport makes one up when absent. Notifications give a stable one per delivery. */
  messageId?: string;
}

/** Outgoing mail (reset codes etc.); the default writes nothing anywhere. */
export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}

/** Everything a route module needs; passed explicitly rather than decorated. */
export interface Deps {
  db: Db;
  tenants: TenantRegistry;
  now: () => Date;
  mailer: Mailer;
  /** Demo mode (server/config.ts demoMode): the development mailbox routes exist. */
  demo: boolean;
}

/** One entry per registered route; tests and the OpenAPI document iterate it. */
export interface RouteEntry {
  method: string;
  url: string;
  config: RouteConfig;
  schema: RouteSchemas;
}

export interface RouteSchemas {
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  response?: Record<number, unknown>;
}

export interface RouteConfig {
  /** 'header' (default for unsafe methods): X-XSRF-TOKEN must equal the cookie; 'form': an `_xsrf` field instead. */
  xsrf?: 'header' | 'form';
  summary?: string;
  tags?: string[];
  /** Needs no session: the API description marks it public (server/plugins/route-docs.ts). */
  public?: boolean;
  /** Bodies the route's schema cannot describe, for the API description (server/plugins/route-docs.ts). */
  openapi?: RouteDocs;
  rateLimit?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    xsrf?: 'header' | 'form';
    summary?: string;
    tags?: string[];
    /** A server-rendered page's inline stylesheets (`'sha256-…'`): its CSP allows these and no other inline style. */
    cspStyleHashes?: readonly string[];
  }
}
