import fs from 'node:fs';
import path from 'node:path';

export const visualThemes = ['light', 'dark'] as const;

/** Stories tagged with this are screenshot in the default tenant only (they show every tenant themselves). */
export const defaultTenantTag = 'visual-default-tenant';

export interface StoryIndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export interface VisualJob {
  storyId: string;
  tenant: string;
  theme: (typeof visualThemes)[number];
  /** Baseline file name: <story>--<tenant>--<theme>.png */
  name: string;
}

/** Tenant ids (folder names holding a manifest) and the default one. */
export function readTenants(tenantsDir: string): { ids: string[]; defaultId: string } {
  const ids = fs
    .readdirSync(tenantsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(tenantsDir, d.name, 'manifest.json')))
    .map((d) => d.name)
    .sort();
  const defaultId =
    ids.find((id) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(tenantsDir, id, 'manifest.json'), 'utf8')) as {
        isDefault?: boolean;
      };
      return manifest.isDefault === true;
    }) ?? ids[0];
  if (!defaultId) throw new Error(`no tenants in ${tenantsDir}`);
  return { ids, defaultId };
}

/** Every story × tenant × theme, in a stable order. */
export function buildJobs(
  entries: Record<string, StoryIndexEntry>,
  tenants: { ids: string[]; defaultId: string },
  filter?: string,
): VisualJob[] {
  const jobs: VisualJob[] = [];
  const stories = Object.values(entries)
    .filter((e) => e.type === 'story' && !(e.tags ?? []).includes('!visual'))
    .filter((e) => !filter || e.id.includes(filter))
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const story of stories) {
    const storyTenants = (story.tags ?? []).includes(defaultTenantTag) ? [tenants.defaultId] : tenants.ids;
    for (const tenant of storyTenants) {
      for (const theme of visualThemes) {
        jobs.push({ storyId: story.id, tenant, theme, name: `${story.id}--${tenant}--${theme}.png` });
      }
    }
  }
  return jobs;
}

/**
 * The story's iframe URL with tenant and theme passed as Storybook globals.
 * a11y.manual stops the a11y addon running axe after every render: it would
 * double the time per screenshot, and axe runs in its own check.
 */
export function storyUrl(base: string, job: VisualJob): string {
  const globals = `tenant:${job.tenant};theme:${job.theme};a11y.manual:!true`;
  return `${base}/iframe.html?id=${encodeURIComponent(job.storyId)}&viewMode=story&globals=${globals}`;
}

/** Jobs of one story stay together, in mode order, so a worker renders a story once and switches modes in place. */
export function groupByStory(jobs: readonly VisualJob[]): VisualJob[][] {
  const groups = new Map<string, VisualJob[]>();
  for (const job of jobs) {
    const group = groups.get(job.storyId) ?? [];
    group.push(job);
    groups.set(job.storyId, group);
  }
  return [...groups.values()];
}
