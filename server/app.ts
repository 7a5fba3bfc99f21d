import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { demoMode, trustedProxies } from './config';
import type { Db } from './db/client';
import { bundleScriptHashes } from './lib/csp-hashes';
import { HttpError } from './lib/http-error';
import { registerResponseSchemas, type SerializationReport } from './lib/response-schemas';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuth } from './plugins/auth';
import { frameworkErrorHandler, isDatabaseUnavailable, registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerXsrf } from './plugins/xsrf';
import { mailerFromEnv } from './lib/mail';
import { limitPerRecipient, type NotificationRenderer } from './modules/notifications';
import { appJobs } from './app-jobs';
import { createJobQueue, type JobQueueOptions } from './lib/jobs/queue';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCodeSearchRoutes } from './modules/code-search/routes';
import { registerDoctorSearchRoutes } from './modules/doctor-search/routes';
import { registerPatientInboxRoutes } from './modules/patient-inbox/routes';
import { registerAccountRoutes } from './modules/account/routes';
import { registerShellRoutes } from './modules/shell/routes';
import { registerPreAuthorisationRoutes } from './modules/pre-authorisation/routes';
import { registerSigningRoutes } from './modules/signing/routes';
import { registerPatientBookingRoutes } from './modules/patient-booking/routes';
import { registerNotificationsRoutes } from './modules/notifications/routes';
import { registerPlatformRoutes } from './modules/platform/routes';
import { collectRoutes } from './lib/route-table';
import { registerSignupRoutes } from './modules/signup/routes';
import { registerSpa } from './plugins/spa';
import { registerSchedulesRoutes } from './modules/schedules/routes';
import { registerWorklistsRoutes } from './modules/worklists/routes';
import { registerWaitingListRoutes } from './modules/waiting-list/routes';
import { loadTenants, type TenantRegistry } from './tenants';
import type { Deps, Mailer, RouteEntry } from './types';

export interface BuildAppOptions {
  db: Db;
  /** Demo mode (default: DEMO_MODE / --demo): mail to demo addresses lands in /dev/mailbox, which is served. */
  demo?: boolean;
  mailer?: Mailer;
  now?: () => Date;
  /** Directory of a built runtime bundle to serve (static files + /app/* fallback). */
  serveDist?: string;
  tenants?: TenantRegistry;
  logger?: FastifyServerOptions['logger'];
  /** PEM key and certificate: serve HTTPS with HTTP/2 (and HTTP/1.1 for clients without it). */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /**
   * The job queue (server/lib/jobs): started with the app, stopped on close. `work: false` queues
   * without running anything; `render` replaces the notification renderer (tests). Default: on,
   * polling every JOBS_POLL_SECONDS (1).
   */
  jobs?: JobQueueOptions & { render?: NotificationRenderer };
  /** Extra routes (tests register one that throws); added before the app is ready. */
  extraRoutes?: (app: FastifyInstance, deps: Deps) => void;
}

type Http2Logger = FastifyHttp2SecureOptions<Http2SecureServer>['logger'];
type Http2FrameworkErrors = FastifyHttp2SecureOptions<Http2SecureServer>['frameworkErrors'];

export type App = FastifyInstance & { routeTable: RouteEntry[]; deps: Deps; serialization: SerializationReport };

/** Builds the reference API; `app.inject` drives it in tests without a socket. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const common = {
    logger: options.logger ?? false,
    trustProxy: trustedProxies(),
    bodyLimit: 256 * 1024,
  };
  // Over HTTP/2 Fastify keeps the same request/reply API the routes use; only the
  // server type differs, so the instance is typed as the HTTP/1.1 one.
  const app = (
    options.tls
      ? // Fastify types logger options per server kind; ours hold nothing server-specific.
        (Fastify({
          ...common,
          logger: common.logger as Http2Logger,
          frameworkErrors: frameworkErrorHandler as unknown as Http2FrameworkErrors,
          http2: true,
          https: { ...options.tls, allowHTTP1: true },
        }) as unknown)
      : Fastify({ ...common, frameworkErrors: frameworkErrorHandler })
  ) as FastifyInstance;
  const demo = options.demo ?? demoMode();
  const now = options.now ?? (() => new Date());
  const deps: Deps = {
    db: options.db,
    tenants: options.tenants ?? loadTenants(),
    now,
    // Default: SMTP when configured, else undelivered; demo addresses go to the mailbox in demo mode (server/lib/mail.ts).
    // Every mail, whatever sends it, passes the per-recipient limit first.
    mailer: limitPerRecipient(options.db, app.log, options.mailer ?? mailerFromEnv(options.db, app.log, { demo }), now),
    demo,
  };
  const routeTable = collectRoutes(app);
  // Responses are written by fast-json-stringify from the contract's schemas (after the route table took the zod ones).
  const serialization = registerResponseSchemas(app);

  // Request schemas are the contract's zod schemas, validated by zod through the type provider. A
  // request without a body or query string is validated as an empty object, so all-optional schemas pass.
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return (data) => validate(data ?? {});
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerErrorHandling(app);
  await registerApiDocs(app, routeTable);
  registerSecurityHeaders(app, { scriptHashes: options.serveDist ? bundleScriptHashes(options.serveDist) : [] });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.db, deps.now),
    errorResponseBuilder: (_request, ctx) =>
      new HttpError(429, `Too many requests. Please try again in ${Math.max(1, Math.ceil(ctx.ttl / 60_000))} minutes.`),
  });
  registerXsrf(app, deps);
  registerAuth(app, deps);
  registerIdempotency(app, deps.db, { now: deps.now });

  // Route modules get the typed view of the same instance: request parts typed from the contract.
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerAuthRoutes(routes, deps);
  registerShellRoutes(routes, deps);
  registerSignupRoutes(routes, deps);
  registerWorklistsRoutes(routes, deps);
  registerSchedulesRoutes(routes, deps);
  registerWaitingListRoutes(routes, deps);
  registerCodeSearchRoutes(routes, deps);
  registerDoctorSearchRoutes(routes, deps);
  registerPatientInboxRoutes(routes, deps);
  registerAccountRoutes(routes, deps);
  registerPlatformRoutes(routes, deps);
  registerPreAuthorisationRoutes(routes, deps);
  registerSigningRoutes(routes, deps);
  registerPatientBookingRoutes(routes, deps);
  registerNotificationsRoutes(routes, deps);
  options.extraRoutes?.(app, deps);
  await registerSpa(app, options.serveDist);

  const { render, ...queueOptions } = options.jobs ?? {};
  const newQueue = () =>
    createJobQueue(deps.db, appJobs(deps, { render }), {
      pollingIntervalSeconds: Number(process.env.JOBS_POLL_SECONDS ?? 1),
      log: app.log,
      ...queueOptions,
    });
  let queue = newQueue();
  let retry: NodeJS.Timeout | undefined;
  // Stopped before the database closes: close() waits for the jobs running here to finish.
  app.addHook('onClose', async () => {
    clearInterval(retry);
    await queue.stop().catch(() => undefined);
  });
  try {
    await queue.start();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    // The database is down as the instance starts: the API answers 503 meanwhile (plugins/errors.ts), and
    // the jobs start once it answers again, on a fresh queue, as a failed start leaves pg-boss half set up.
    app.log.error('job queue not started: the database is unavailable; trying again every 15 s');
    retry = setInterval(() => {
      const next = newQueue();
      next.start().then(
        () => {
          clearInterval(retry);
          queue = next;
        },
        () => void next.stop().catch(() => undefined),
      );
    }, 15_000);
    retry.unref();
  }
  await app.ready();
  if (serialization.plain.length > 0) {
    app.log.warn(
      { plain: serialization.plain },
      `${serialization.plain.length} response schemas are written by JSON.stringify (no JSON Schema for them)`,
    );
  }
  // Typed without Fastify's PromiseLike side: an async function awaits what it returns.
  const built: App = Object.assign(app, { routeTable, deps, serialization });
  return built;
}
