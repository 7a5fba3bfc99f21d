import { describe, expect, it } from 'vitest';
import { formFieldTypes } from '../../../../src/lib/api/contract/patient-booking/forms';
import { allFields } from './form-fields';
import { buildForms } from './forms';
import { buildDiagnosisCodes, icd10CodePattern } from './icd10';
import { buildLocations, locationTree } from './locations';
import { buildPayors } from './payors';
import { buildProcedureCodes } from './procedures';
import { buildSpecialties, untranslatedTerms } from './specialties';
import { demoTenants } from './test-context';

describe('ICD-10 diagnosis tree', () => {
  const rows = buildDiagnosisCodes();
  const codes = rows.filter((r) => r.level === 'category' || r.level === 'subcategory');

  it('has at least 200 real-format codes', () => {
    expect(codes.length).toBeGreaterThanOrEqual(200);
    for (const row of codes) {
      expect(row.code).toMatch(icd10CodePattern);
    }
  });

  it('links every node to an existing parent of the level above', () => {
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const parentLevel = { chapter: null, block: 'chapter', category: 'block', subcategory: 'category' } as const;
    expect(byCode.size).toBe(rows.length);
    for (const row of rows) {
      const expected = parentLevel[row.level];
      expect(expected === null ? row.parentCode : byCode.get(row.parentCode ?? '')?.level).toBe(expected);
    }
    expect(byCode.get('E11.9')).toMatchObject({
      parentCode: 'E11',
      description: 'Type 2 diabetes mellitus without complications',
    });
    expect(byCode.get('I10')?.description).toBe('Essential (primary) hypertension');
  });

  it('marks the catch-all "Other…" entries the UI sorts last', () => {
    expect(rows.filter((r) => r.isOthers).length).toBeGreaterThan(5);
    expect(rows.find((r) => r.code === 'I99')?.isOthers).toBe(true);
  });
});

describe('procedure tree', () => {
  it('has at least 60 procedures per country in the Malaysian levels, with Others entries', () => {
    const rows = buildProcedureCodes();
    const malaysia = rows.filter((r) => r.country === 'malaysia');
    expect(malaysia.length).toBeGreaterThanOrEqual(60);
    expect(new Set(malaysia.map((r) => r.levelOneDescription)).size).toBeGreaterThan(10);
    expect(malaysia.some((r) => r.isOthers)).toBe(true);
    for (const country of ['singapore', 'indonesia', 'hong kong']) {
      expect(rows.filter((r) => r.country === country)).toHaveLength(malaysia.length);
    }
  });
});

describe('locations and specialties', () => {
  it('covers the four countries with regions and cities', () => {
    const rows = buildLocations();
    expect(Object.keys(locationTree.singapore)).toEqual(['Central', 'East', 'North', 'North-East', 'West']);
    expect(Object.keys(locationTree['hong kong'])).toEqual(['Hong Kong Island', 'Kowloon', 'New Territories']);
    for (const country of ['singapore', 'malaysia', 'indonesia', 'hong kong']) {
      expect(rows.filter((r) => r.country === country).length).toBeGreaterThan(10);
    }
  });

  it('offers at least 12 specialties per country', () => {
    const rows = buildSpecialties();
    for (const country of ['singapore', 'malaysia', 'indonesia', 'hong kong']) {
      expect(rows.filter((r) => r.country === country).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('names every specialty and sub-specialty in Chinese, Indonesian and Malay', () => {
    expect(untranslatedTerms()).toEqual([]);
    const cardiology = buildSpecialties().find((r) => r.id === 'hong-kong:cardiology');
    expect(cardiology?.labels?.['zh-HK']).toEqual({
      name: '心臟科',
      subSpecialties: {
        'Interventional Cardiology': '介入心臟科',
        Electrophysiology: '心臟電生理',
        'Heart Failure': '心臟衰竭',
      },
    });
    expect(cardiology?.labels?.id?.name).toBe('Kardiologi');
  });
});

describe('form templates', () => {
  const tenant = demoTenants()[0];
  if (!tenant) {
    throw new Error('no demo tenants');
  }
  const forms = buildForms(tenant, buildPayors(tenant));

  it('uses all 14 field types', () => {
    const used = new Set(forms.flatMap((f) => allFields(f.definition as never).map((field) => field.type)));
    expect([...used].sort()).toEqual([...formFieldTypes].sort());
  });

  it('gives registration the five inputNames the sign-up call sends', () => {
    const registration = forms.find((f) => f.type === 'REGISTRATION');
    const names = allFields(registration?.definition as never).map((f) => f.inputName);
    expect(names).toEqual(['firstname', 'lastname', 'gender', 'dateofbirth', 'mobilenumber']);
  });

  it('has PAF Section C with a previousTreatmentDetails list shown on Yes', () => {
    const sectionC = forms.find((f) => f.type === 'PAF' && f.subType === 'SECTION_C');
    const list = allFields(sectionC?.definition as never).find((f) => f.inputName === 'previousTreatmentDetails');
    expect(list).toMatchObject({
      type: 'group',
      props: { isList: true },
      dependencies: [{ inputName: 'hasPreviousTreatment', rule: 'equal', value: 'Yes' }],
    });
    expect(list?.subfields.length).toBeGreaterThan(2);
  });
});
