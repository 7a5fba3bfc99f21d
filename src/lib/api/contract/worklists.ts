import { z } from 'zod';
import { apiPrefix, clientNameSchema, envelopeSchema } from './envelope';
import { roleIdSchema } from './auth';
import { calendarDateSchema } from './calendar-date';

/**
 * What a row action does, so the client can word it in the UI language; the
 * label stays as the English fallback for callers that do not know the code.
 */
export const worklistActionCodes = ['view', 'accept', 'decline', 'continue', 'book', 'manage'] as const;
export type WorklistActionCode = (typeof worklistActionCodes)[number];

/** A link of a json.tag cell: a form (method + action) or a plain link (href). */
export const worklistTagSchema = z.object({
  label: z.string(),
  code: z.enum(worklistActionCodes).optional(),
  type: z.enum(['link', 'form']).default('link'),
  attribute: z.object({
    href: z.string().optional(),
    method: z.string().optional(),
    action: z.string().optional(),
  }),
});
export type WorklistTag = z.infer<typeof worklistTagSchema>;

/** One table cell; `url` cells may say what the linked content is ('html' = case details to fetch first). */
export const worklistCellSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    value: z.string(),
    /** The instant a date cell shows (value is its English text): the client words it in the UI language. */
    at: z.string().optional(),
    dateFormat: z.enum(['date', 'dateTime']).optional(),
  }),
  z.object({
    type: z.literal('url'),
    value: z.string(),
    url: z.string(),
    contentTypeOfCalledURL: z.string().optional(),
  }),
  z.object({ type: z.literal('milliseconds'), value: z.number() }),
  z.object({ type: z.literal('json.tag'), value: z.array(worklistTagSchema) }),
]);
export type WorklistCell = z.infer<typeof worklistCellSchema>;

/** A row: cells keyed by column name with spaces removed, plus the paging cursor and the request id. */
export const worklistRowSchema = z.object({
  created: z.number().int(),
  requestId: z.string(),
  referenceNo: z.string(),
  requestType: z.string(),
  cells: z.record(z.string(), worklistCellSchema),
});
export type WorklistRow = z.infer<typeof worklistRowSchema>;

const valueList = z.object({ value: z.array(z.string()) });
const valueDate = z.object({ value: z.string().nullable() });

export const worklistResponseSchema = envelopeSchema(
  z.object({
    dataTable: z.object({ columns: z.array(z.string()), data: z.array(worklistRowSchema) }),
    filters: z.object({
      options: z.object({ status: valueList, requestType: valueList, startDate: valueDate, endDate: valueDate }),
      selectedOptions: z.object({ status: valueList, requestType: valueList }),
    }),
    /** How many rows match, counted up to a cap (worklistTotalCap): a busy history is never counted whole. */
    totalSize: z.number().int(),
    /** True when more rows match than totalSize says (the count stopped at the cap): read it as "1,000+". */
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    /** Whether a newer / older page exists from this one (cursor paging). */
    hasNewer: z.boolean(),
    hasOlder: z.boolean(),
  }),
);
export type WorklistData = z.infer<typeof worklistResponseSchema>['data'];

/** The most a worklist total counts before it answers "this many or more" (totalCapped). */
export const worklistTotalCap = 1_000;

/**
 * Body of the list and filter calls (docs/product/worklists.md#worklist-api); `action` + `created` page from a
 * row. `requestId` of that row breaks ties between rows created in the same millisecond, so no row is skipped.
 */
export const worklistRequestSchema = z.object({
  limit: z.number().int().min(1).max(100).default(5),
  page: z.number().int().min(1).default(1),
  action: z.enum(['newer', 'older']).optional(),
  created: z.number().int().optional(),
  requestId: z.string().min(1).max(80).optional(),
  startDate: calendarDateSchema.nullish(),
  endDate: calendarDateSchema.nullish(),
  status: z.array(z.string().max(60)).max(20).optional(),
  requestType: z.array(z.string().max(20)).max(10).optional(),
});
export type WorklistRequest = z.input<typeof worklistRequestSchema>;

export const staffWorklistParamsSchema = z.object({
  client: clientNameSchema,
  roleId: roleIdSchema,
  userId: z.string().min(1).max(80),
});

/** Staff (OPD) worklist: {api}/worklist/{client}/opd/{roleId}/{userId}, plus /filter. */
export const staffWorklistPath = (client: string, roleId: string, userId: string) =>
  `${apiPrefix}/worklist/${encodeURIComponent(client)}/opd/${encodeURIComponent(roleId)}/${encodeURIComponent(userId)}`;
export const staffWorklistRoute = `${apiPrefix}/worklist/:client/opd/:roleId/:userId`;

/** Placeholder a server URL may carry; the client fills it from the roleId cookie. */
export const roleIdPlaceholder = '{roleId}';
