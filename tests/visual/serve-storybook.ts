import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '../../scripts/lib/visual-server';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * The built Storybook under test: scripts/visual-test.ts builds into a folder
 * of its run's own and names it here; a direct `playwright test` run reads
 * the one `npm run build-storybook` writes.
 */
export const storybookDir = path.resolve(root, process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static');

/**
 * Global set-up: serves the static Storybook on a free loopback port (no fixed
 * port, so parallel checkouts never collide) and hands its URL to the workers,
 * which start after this and inherit the environment.
 */
export default async function serveStorybook(): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(storybookDir, 'index.json'))) {
    throw new Error(
      `no built Storybook in ${storybookDir}: run \`npm run test:visual\` or \`npm run build-storybook\``,
    );
  }
  const server = await serveStatic(storybookDir);
  process.env.VISUAL_BASE_URL = server.url;
  return server.close;
}
