import { referralDocumentTypes, type PafFormSubType } from '../../../src/lib/api/contract/pre-authorisation/paf';
import { notFound } from '../../lib/http-error';
import { loadPayor } from './paf-access';
import { loadPafForm } from './paf-forms';
import type { Auth, Deps } from '../../types';
import { findClientConfig, findCurrency, findTaxInfo } from './queries';
import { findIdDocTypes, findPanel, findTenantPayors } from './reference-queries';

/** The payors of the user's tenant, in their display order. */
export async function tenantPayors(deps: Deps, auth: Auth) {
  const rows = await findTenantPayors(deps.db, auth.tenantId);
  return rows.map(({ businessFullName, clientId, name }) => ({ businessFullName, clientId, name }));
}

export async function idDocTypes(deps: Deps, auth: Auth, clientId: string) {
  const payor = await loadPayor(deps, auth, clientId);
  const rows = await findIdDocTypes(deps.db, payor.clientId);
  return { identificationDocumentTypes: rows.map(({ code, label }) => ({ code, label })) };
}

export async function clientConfig(deps: Deps, auth: Auth, clientId: string) {
  const payor = await loadPayor(deps, auth, clientId);
  const row = await findClientConfig(deps.db, payor.clientId);
  const config = row?.config ?? {};
  return {
    clientId: payor.clientId,
    requireReferralDateTime: config.requireReferralDateTime === true,
    referralUploadLimitMb: typeof config.referralUploadLimitMb === 'number' ? config.referralUploadLimitMb : 5,
    documentTypes: Array.isArray(config.documentTypes)
      ? (config.documentTypes as string[])
      : [...referralDocumentTypes],
  };
}

export async function payorCurrency(deps: Deps, auth: Auth, clientId: string) {
  const payor = await loadPayor(deps, auth, clientId);
  const currency = await findCurrency(deps.db, payor.clientId);
  const tax = await findTaxInfo(deps.db, payor.clientId);
  return {
    // The spec's default label is SGD when a payor has none.
    currAbbr: currency?.code ?? 'SGD',
    currLabel: currency?.label ?? 'SGD',
    rate: Number(currency?.rate ?? 0),
    taxName: tax?.taxName ?? auth.tenant.tax.taxName,
    taxPercent: Number(tax?.taxPercent ?? auth.tenant.tax.taxPercent),
  };
}

export async function hospitalPanel(deps: Deps, auth: Auth, clientId: string) {
  const payor = await loadPayor(deps, auth, clientId);
  const rows = await findPanel(deps.db, payor.clientId, auth.tenantId);
  const panelEntity = rows.map(({ tpe, spaceName, spaceId, userDetail }) => ({ tpe, spaceName, spaceId, userDetail }));
  return { data: [{ clientId: payor.clientId, panelEntity }] };
}

export async function pafForm(deps: Deps, auth: Auth, clientId: string, subType: PafFormSubType) {
  const payor = await loadPayor(deps, auth, clientId);
  const definition = await loadPafForm(deps, auth.tenantId, payor.clientId, subType);
  if (!definition) throw notFound('Form');
  return definition;
}
