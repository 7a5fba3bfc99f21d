import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs } from './visual-compare';
import { buildJobs, defaultTenantTag, groupByStory, storyUrl } from './visual-jobs';

function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      image.data.set([r, g, b, 255], i);
    }
  }
  return PNG.sync.write(image);
}

describe('comparePngs', () => {
  const white = png(100, 100, () => [255, 255, 255]);

  it('passes identical images and tolerates a speck under 0.1%', () => {
    expect(comparePngs(white, white).same).toBe(true);
    const speck = png(100, 100, (x, y) => (x === 0 && y < 10 ? [0, 0, 0] : [255, 255, 255]));
    expect(comparePngs(white, speck)).toMatchObject({ same: true, diffPixels: 10 });
  });

  it('fails a visible change and a change of size', () => {
    const block = png(100, 100, (x, y) => (x < 10 && y < 10 ? [0, 0, 0] : [255, 255, 255]));
    expect(comparePngs(white, block)).toMatchObject({ same: false, diffPixels: 100 });
    expect(
      comparePngs(
        white,
        png(100, 90, () => [255, 255, 255]),
      ).reason,
    ).toMatch(/size/);
  });
});

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
