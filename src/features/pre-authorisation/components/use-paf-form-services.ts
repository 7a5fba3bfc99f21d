import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormEngineServices } from '@/components/form-engine/form-engine-services';
import { diagnosisSearchQueryOptions } from '@/lib/api/shared/diagnosis-search';
import { procedureChildrenQueryOptions } from '@/lib/api/shared/procedure-children';
import { procedureSearchQueryOptions } from '@/lib/api/shared/procedure-search';

/** The form engine's lookups for PAF sections: the pre-authorisation ICD-10 service and the payor's procedures. */
export function usePafFormServices(clientId: string, country: string): FormEngineServices {
  const client = useQueryClient();
  return useMemo(
    () => ({
      searchDiagnosis: (text) => client.fetchQuery(diagnosisSearchQueryOptions(text, 'preauth')),
      searchProcedure: (text) => client.fetchQuery(procedureSearchQueryOptions(text, { clientId })),
      loadProcedureChildren: (l1, l2) => client.fetchQuery(procedureChildrenQueryOptions(country, l1, l2)),
      loadOptions: () => Promise.resolve([]),
    }),
    [client, clientId, country],
  );
}
