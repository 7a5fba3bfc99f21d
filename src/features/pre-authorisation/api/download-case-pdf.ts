import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/lib/api/api-client';
import { pafPaths, type CasePdfQuery } from '@/lib/api/contract/pre-authorisation/paf';

/**
 * GET the case PDF as a blob (the API needs the tenant header a plain link
 * cannot send) and save it. `lang` asks for the document in the screen's language.
 */
export async function downloadCasePdf(caseId: string, lang?: string): Promise<void> {
  const params: CasePdfQuery = lang ? { lang } : {};
  const response = await apiClient.get<Blob>(pafPaths.pdf(caseId), { responseType: 'blob', params });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${caseId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the completed case's PDF, labelled in the language the user reads the portal in. */
export function useDownloadCasePdf() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (caseId: string) => downloadCasePdf(caseId, i18n.language) });
}
