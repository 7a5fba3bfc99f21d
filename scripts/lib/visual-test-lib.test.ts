import { describe, expect, it } from 'vitest';
import { buildJobs, defaultTenantTag, groupByStory, storyUrl } from './visual-jobs';

describe('buildJobs', () => {
  const tenants = { ids: ['ava-sg', 'harbour-hk'], defaultId: 'ava-sg' };
  const entries = {
    'ui-button--variants': { id: 'ui-button--variants', type: 'story' as const },
    'ui-button--docs': { id: 'ui-button--docs', type: 'docs' as const },
    'ui-gallery--palettes': { id: 'ui-gallery--palettes', type: 'story' as const, tags: [defaultTenantTag] },
  };

  it('crosses each story with every tenant and theme, gallery-like stories with the default tenant only', () => {
    expect(buildJobs(entries, tenants).map((j) => j.name)).toEqual([
      'ui-button--variants--ava-sg--light.png',
      'ui-button--variants--ava-sg--dark.png',
      'ui-button--variants--harbour-hk--light.png',
      'ui-button--variants--harbour-hk--dark.png',
      'ui-gallery--palettes--ava-sg--light.png',
      'ui-gallery--palettes--ava-sg--dark.png',
    ]);
  });

  it('groups the jobs of each story in mode order', () => {
    const groups = groupByStory(buildJobs(entries, tenants));
    expect(groups.map((g) => g.length)).toEqual([4, 2]);
    expect(groups[0]?.map((j) => `${j.tenant} ${j.theme}`)).toEqual([
      'ava-sg light',
      'ava-sg dark',
      'harbour-hk light',
      'harbour-hk dark',
    ]);
  });

  it('passes tenant and theme as Storybook globals', () => {
    const [job] = buildJobs(entries, tenants, 'button');
    expect(job && storyUrl('http://127.0.0.1:1', job)).toBe(
      'http://127.0.0.1:1/iframe.html?id=ui-button--variants&viewMode=story&globals=tenant:ava-sg;theme:light;a11y.manual:!true',
    );
  });
});
