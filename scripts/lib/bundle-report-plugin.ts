import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the budget script needs of each emitted chunk. */
export interface ChunkReport {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  /** Rendered (minified, before gzip) bytes per module, to see what makes a chunk heavy. */
  moduleSizes: Record<string, number>;
}

/**
 * Writes the chunk graph of a build to `file` (outside the bundle), so budgets
 * can follow exactly the static imports a route pulls in at first load.
 */
export function bundleReportPlugin(file: string): Plugin {
  return {
    name: 'ava-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: Object.keys(item.modules),
          moduleSizes: Object.fromEntries(Object.entries(item.modules).map(([id, m]) => [id, m.renderedLength])),
        });
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(chunks));
    },
  };
}
