import type { ErrorReportRequest } from './contract/platform';

/** Receives every failed call and render crash; must never throw. */
export type ErrorReporter = (report: ErrorReportRequest) => void;

/**
 * Builds a report with no personal data: the message names the request
 * (method, path without query, status), never a body, and the page URL keeps
 * only its path because a query may carry a login token or a user id.
 */
export function buildErrorReport(message: string, stack?: string): ErrorReportRequest {
  const page = typeof window === 'undefined' ? '' : window.location.pathname;
  return {
    message: message.slice(0, 2000) || 'Unknown error',
    ...(stack ? { stack: stack.slice(0, 10_000) } : {}),
    url: page.slice(0, 2048),
    at: new Date().toISOString(),
  };
}

/** Default reporter: hands the report to `send` (a POST to the error route) and ignores its failure. */
export function createHttpErrorReporter(send: (report: ErrorReportRequest) => Promise<unknown>): ErrorReporter {
  return (report) => {
    send(report).catch(() => undefined);
  };
}

let active: ErrorReporter = () => undefined;

/** Replaces the reporter (tests, or a hosted error service). */
export function setErrorReporter(reporter: ErrorReporter): void {
  active = reporter;
}

/** Reports through the current reporter; a reporter that throws is ignored. */
export function reportError(report: ErrorReportRequest): void {
  try {
    active(report);
  } catch {
    // Reporting must never turn one failure into two.
  }
}
