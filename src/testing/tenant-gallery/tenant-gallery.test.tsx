// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import avaSg from '../../../tenants/ava-sg/manifest.json';
import { contrastPairs } from '../../../themes/palette';
import { renderUi } from '@/testing/render-ui';
import { paletteContrast, TenantGallery } from './tenant-gallery';

const tenant = { id: avaSg.id, displayName: avaSg.displayName, palettes: avaSg.palettes };

describe('TenantGallery', () => {
  it('rates every rule pair of a palette', () => {
    const rows = paletteContrast(tenant.palettes.light);
    expect(rows).toHaveLength(contrastPairs.length);
    const black = { ...tenant.palettes.light, text: '#000000', background: '#ffffff' };
    expect(paletteContrast(black)[0]).toMatchObject({ ratio: 21, passes: true });
  });

  it('shows a light and a dark panel per tenant with a ratio per pair', () => {
    renderUi(<TenantGallery tenants={[tenant]} />);
    const light = screen.getByRole('region', { name: 'AVA Health Light palette' });
    expect(within(light).getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
    expect(screen.getByRole('region', { name: 'AVA Health Dark palette' })).toBeTruthy();
  });
});
