import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  diagnosisSearchPath,
  diagnosisSearchResponseSchema,
  preauthDiagnosisSearchPath,
} from '@/lib/api/contract/code-search';

const schema = diagnosisSearchResponseSchema.shape.data;

/** Which service answers: the portal's own, or the pre-authorisation one (PAF). */
export type DiagnosisSearchService = 'portal' | 'preauth';

/** GET search/diagnosiscodes/{text}/tree: ICD-10 nodes matching the text. */
export const searchDiagnoses = (text: string, service: DiagnosisSearchService = 'portal') =>
  request(schema, { url: service === 'preauth' ? preauthDiagnosisSearchPath(text) : diagnosisSearchPath(text) });

export const diagnosisSearchQueryOptions = (text: string, service: DiagnosisSearchService = 'portal') =>
  queryOptions({
    queryKey: ['code-search', 'diagnosis', service, text] as const,
    queryFn: () => searchDiagnoses(text, service),
    staleTime: 5 * 60_000,
  });

/** Diagnosis tree for a search text (disabled until the text is searchable). */
export const useDiagnosisSearch = (text: string, service: DiagnosisSearchService = 'portal') =>
  useQuery({ ...diagnosisSearchQueryOptions(text, service), enabled: text.trim().length > 2 });
