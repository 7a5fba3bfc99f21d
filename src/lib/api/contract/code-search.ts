import { z } from 'zod';
import { apiPrefix, envelopeSchema } from './envelope';

/**
 * Diagnosis (ICD-10) and procedure code search (docs/product/code-search.md#results, #code-search-calls). Shapes keep
 * the spec's field names; the UI maps both to one tree node type.
 */
export interface DiagnosisNode {
  icd10Code: string;
  icd10Description: string;
  children: DiagnosisNode[];
}
export const diagnosisNodeSchema: z.ZodType<DiagnosisNode> = z.lazy(() =>
  z.object({ icd10Code: z.string(), icd10Description: z.string(), children: z.array(diagnosisNodeSchema) }),
);

/** Search text: trimmed, more than 2 characters (docs/product/code-search.md#search-input). */
export const searchTextSchema = z.string().trim().min(3).max(100);

export const diagnosisSearchPath = (text: string) =>
  `${apiPrefix}/search/diagnosiscodes/${encodeURIComponent(text)}/tree`;
/** The same search under the pre-authorisation service prefix. */
export const preauthDiagnosisSearchPath = (text: string) =>
  `/preauth/api/v1/search/diagnosiscodes/${encodeURIComponent(text)}/tree`;
export const diagnosisSearchParamsSchema = z.object({ text: searchTextSchema });
export const diagnosisSearchResponseSchema = envelopeSchema(z.array(diagnosisNodeSchema));

export const procedureCodeSchema = z.object({ procedureCode: z.string(), procedureCodeDescription: z.string() });
export const procedureLevelTwoSchema = z.object({
  levelTwoDescription: z.string(),
  /** Empty in the country tree: children load lazily through the l1/l2 call. */
  children: z.array(procedureCodeSchema),
});
export const procedureLevelOneSchema = z.object({
  levelOneDescription: z.string(),
  children: z.array(procedureLevelTwoSchema),
});
export type ProcedureLevelOne = z.infer<typeof procedureLevelOneSchema>;
export type ProcedureCode = z.infer<typeof procedureCodeSchema>;

export const procedureSearchPath = (text: string, country: string) =>
  `/preauth/api/v1/search/procedurecodes/${encodeURIComponent(text)}/country/${encodeURIComponent(country)}`;
export const procedureSearchByClientPath = (text: string, clientId: string) =>
  `/preauth/api/v1/search/procedurecodes/${encodeURIComponent(text)}/client/${encodeURIComponent(clientId)}`;
export const procedureSearchParamsSchema = z.object({ text: searchTextSchema, country: z.string().min(1).max(40) });
export const procedureSearchByClientParamsSchema = z.object({
  text: searchTextSchema,
  clientId: z.string().min(1).max(80),
});
export const procedureTreeResponseSchema = envelopeSchema(z.array(procedureLevelOneSchema));

export const procedureTreePath = (country: string) =>
  `${apiPrefix}/procedurecodes/country/${encodeURIComponent(country)}`;
export const procedureChildrenPath = (country: string, l1: string, l2: string) =>
  `${procedureTreePath(country)}/l1/${encodeURIComponent(l1)}/l2/${encodeURIComponent(l2)}`;
export const procedureTreeParamsSchema = z.object({ country: z.string().min(1).max(40) });
export const procedureChildrenParamsSchema = z.object({
  country: z.string().min(1).max(40),
  l1: z.string().min(1).max(200),
  l2: z.string().min(1).max(200),
});
export const procedureChildrenResponseSchema = envelopeSchema(z.array(procedureCodeSchema));
