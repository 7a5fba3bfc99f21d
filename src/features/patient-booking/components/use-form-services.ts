import { useMemo } from 'react';
import type { FormEngineServices } from '@/components/form-engine/form-engine-services';
import { searchDiagnoses } from '@/lib/api/shared/diagnosis-search';
import { getProcedureChildren } from '@/lib/api/shared/procedure-children';
import { searchProcedures } from '@/lib/api/shared/procedure-search';
import { useTenant } from '@/lib/tenant/tenant-context';
import { getOptions } from '../api/get-options';

/** The form engine's lookups for patient forms, scoped to the tenant's country. */
export function useFormServices(): FormEngineServices {
  const { manifest } = useTenant();
  return useMemo(
    () => ({
      searchDiagnosis: (text) => searchDiagnoses(text),
      searchProcedure: (text) => searchProcedures(text, { country: manifest.country }),
      loadProcedureChildren: (l1, l2) => getProcedureChildren(manifest.country, l1, l2),
      loadOptions: getOptions,
    }),
    [manifest.country],
  );
}
