import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/api-client';
import { pafPaths } from '@/lib/api/contract/paf';

/** GET the case PDF as a blob (the API needs the tenant header a plain link cannot send) and save it. */
export async function downloadCasePdf(caseId: string): Promise<void> {
  const response = await apiClient.get<Blob>(pafPaths.pdf(caseId), { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${caseId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the completed case's PDF. */
export const useDownloadCasePdf = () => useMutation({ mutationFn: downloadCasePdf });
