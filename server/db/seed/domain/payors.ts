import type { clientConfigs, currencies, identificationDocumentTypes, payors, taxInfo } from '../../schema/domain';
import type { SeedCountry, SeedTenant } from './context';
import { panelSlug } from '../../../modules/doctor-search';
import { localPrice } from './names';

export type PayorRow = typeof payors.$inferInsert;

export const payorNamesBy: Record<SeedCountry, Array<[name: string, legalSuffix: string]>> = {
  singapore: [
    ['Lion City Assurance', 'Pte. Ltd.'],
    ['Merlion Health Insurance', 'Pte. Ltd.'],
    ['Straits Mutual', 'Ltd.'],
    ['Temasek Care Benefits', 'Pte. Ltd.'],
  ],
  malaysia: [
    ['Harimau Takaful', 'Berhad'],
    ['Semenanjung Insurans', 'Sdn. Bhd.'],
    ['Borneo Mutual Assurance', 'Berhad'],
    ['Kinabalu Health Benefits', 'Sdn. Bhd.'],
  ],
  indonesia: [
    ['Nusantara Asuransi', 'Tbk'],
    ['Garuda Proteksi Sehat', ''],
    ['Mentari Life Indonesia', ''],
  ],
  'hong kong': [
    ['Victoria Harbour Assurance', 'Limited'],
    ['Peak Mutual Insurance', 'Company Limited'],
    ['Kowloon Life', 'Limited'],
  ],
};

const idTypesBy: Record<SeedCountry, Array<[code: string, label: string]>> = {
  singapore: [
    ['NRIC', 'NRIC'],
    ['FIN', 'FIN'],
    ['PASSPORT', 'Passport'],
  ],
  malaysia: [
    ['MYKAD', 'MyKad'],
    ['MYKAS', 'MyKAS'],
    ['MYPR', 'MyPR'],
    ['PASSPORT', 'Passport'],
  ],
  indonesia: [
    ['KTP', 'KTP'],
    ['KITAS', 'KITAS'],
    ['KITAP', 'KITAP'],
    ['PASSPORT', 'Passport'],
  ],
  'hong kong': [
    ['HKID', 'HKID'],
    ['PASSPORT', 'Passport'],
    ['MAINLAND_PERMIT', 'Mainland Travel Permit'],
  ],
};

export function buildPayors(tenant: SeedTenant): PayorRow[] {
  return payorNamesBy[tenant.country].map(([name, suffix], index) => {
    const legal = tenant.country === 'indonesia' ? `PT ${name}${suffix ? ` ${suffix}` : ''}` : `${name} ${suffix}`;
    return {
      id: `payor-${tenant.id}-${index + 1}`,
      tenantId: tenant.id,
      clientId: `${tenant.id}-${panelSlug(name)}`,
      name,
      businessFullName: legal,
      country: tenant.country,
      sortOrder: index,
    };
  });
}

export function buildPayorConfig(tenant: SeedTenant, payorRows: PayorRow[]) {
  const idTypes: Array<typeof identificationDocumentTypes.$inferInsert> = [];
  const taxes: Array<typeof taxInfo.$inferInsert> = [];
  const currencyRows: Array<typeof currencies.$inferInsert> = [];
  const configs: Array<typeof clientConfigs.$inferInsert> = [];
  payorRows.forEach((payor, index) => {
    idTypesBy[tenant.country].forEach(([code, label], order) => {
      idTypes.push({ id: `${payor.clientId}:${code}`, clientId: payor.clientId, code, label, sortOrder: order });
    });
    taxes.push({
      clientId: payor.clientId,
      tenantId: tenant.id,
      taxName: tenant.tax.taxName,
      taxPercent: tenant.tax.taxPercent.toFixed(2),
    });
    currencyRows.push({
      clientId: payor.clientId,
      tenantId: tenant.id,
      code: tenant.currency.code,
      label: tenant.currency.label,
      rate: localPrice(100 + index * 25, tenant.currency.code),
    });
    configs.push({
      clientId: payor.clientId,
      tenantId: tenant.id,
      config: {
        clientName: tenant.id,
        country: tenant.country,
        payorName: payor.name,
        // The spec says one payor also requires the referral date-time; the second one here.
        requireReferralDateTime: index === 1,
        referralUploadLimitMb: 5,
        preferredSessions: { min: 2, max: 2 },
        pafListPageSize: 10,
        documentTypes: [
          'Financial Counselling',
          'Diagnostic Test Results/Reports',
          'Other Medical Reports',
          'Referral Letter',
        ],
        wardTypes: ['Single Bedded', 'Double Bedded', 'Four Bedded', 'ICU', 'Others'],
      },
    });
  });
  return { idTypes, taxes, currencyRows, configs };
}
