import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { diagnosisSearchQueryOptions, type DiagnosisSearchService } from '@/lib/api/shared/diagnosis-search';
import { procedureChildrenQueryOptions } from '@/lib/api/shared/procedure-children';
import { procedureSearchQueryOptions, type ProcedureScope } from '@/lib/api/shared/procedure-search';
import { fromDiagnosisNodes, fromProcedureLevels, type CodeTreeNode } from './model/code-tree';

/** `search` for a diagnosis CodeSearchInput, cached through TanStack Query. */
export function useDiagnosisSearchSource(service: DiagnosisSearchService = 'portal') {
  const client = useQueryClient();
  return useCallback(
    async (text: string) => fromDiagnosisNodes(await client.fetchQuery(diagnosisSearchQueryOptions(text, service))),
    [client, service],
  );
}

/** `search` and `loadChildren` for a procedure CodeSearchInput. */
export function useProcedureSearchSource(scope: ProcedureScope, country: string) {
  const client = useQueryClient();
  const key = JSON.stringify(scope);
  const search = useCallback(
    async (text: string) =>
      fromProcedureLevels(
        await client.fetchQuery(procedureSearchQueryOptions(text, JSON.parse(key) as ProcedureScope)),
      ),
    [client, key],
  );
  const loadChildren = useCallback(
    async (node: CodeTreeNode): Promise<CodeTreeNode[]> => {
      if (!node.lazy) return node.children;
      const codes = await client.fetchQuery(procedureChildrenQueryOptions(country, node.lazy.l1, node.lazy.l2));
      return codes.map((c) => ({
        id: c.procedureCode,
        code: c.procedureCode,
        description: c.procedureCodeDescription,
        children: [],
      }));
    },
    [client, country],
  );
  return { search, loadChildren };
}
