import { createContext, useContext, type ReactNode } from 'react';
import type { FormOption } from '@/lib/api/contract/patient-booking/forms';
import type { DiagnosisNode, ProcedureCode, ProcedureLevelOne } from '@/lib/api/contract/code-search';

/**
 * What the engine cannot do by itself: look things up on the server. The page
 * that renders a form provides these, so the engine stays free of endpoints.
 */
export interface FormEngineServices {
  /** ICD-10 tree for a search text (more than 2 characters). */
  searchDiagnosis: (text: string) => Promise<DiagnosisNode[]>;
  /** Procedure tree (level one → level two → codes) for a search text. */
  searchProcedure: (text: string) => Promise<ProcedureLevelOne[]>;
  /** Codes under one level-one/level-two pair, loaded when a branch opens. */
  loadProcedureChildren: (l1: string, l2: string) => Promise<ProcedureCode[]>;
  /** Options of a field whose dataSource is a URL (e.g. nationalities). */
  loadOptions: (dataSource: string) => Promise<FormOption[]>;
}

const empty = () => Promise.resolve([]);

/** Services that find nothing: for forms without lookups, tests and stories. */
export const noFormServices: FormEngineServices = {
  searchDiagnosis: empty,
  searchProcedure: empty,
  loadProcedureChildren: empty,
  loadOptions: empty,
};

const ServicesContext = createContext<FormEngineServices>(noFormServices);

/** Props of the provider that gives the engine its lookups. */
export interface FormEngineServicesProviderProps {
  /** The page's lookups. */
  services: FormEngineServices;
  children: ReactNode;
}

export function FormEngineServicesProvider({ services, children }: FormEngineServicesProviderProps) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The lookups of the page rendering this form. */
export function useFormEngineServices(): FormEngineServices {
  return useContext(ServicesContext);
}
