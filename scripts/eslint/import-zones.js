// A small local ESLint rule for the import direction of docs/style.md. It resolves
// each import (the `@/` alias and relative paths) to a repository path and
// refuses imports that cross a zone: features never import each other, shared
// code never imports features or the app, the server imports only the shared
// contract, tenant schema and pure formatters. On the server, a module's routes call its
// service and its service its queries, never back; modules meet only at another module's
// index.ts; server/lib and server/plugins are infrastructure and import no module.
// No resolver dependency, no native bindings.
import path from 'node:path';

const root = process.cwd();

/** Repository-relative target of an import, or null for packages. */
function resolveTarget(filename, source) {
  if (source.startsWith('@/')) return path.posix.join('src', source.slice(2));
  if (source.startsWith('@themes/')) return path.posix.join('themes', source.slice('@themes/'.length));
  if (source.startsWith('.')) {
    return path
      .relative(root, path.resolve(path.dirname(filename), source))
      .split(path.sep)
      .join('/');
  }
  return null;
}

const featureOf = (p) => /^src\/features\/([^/]+)/.exec(p)?.[1] ?? null;
const under = (p, dir) => p === dir || p.startsWith(`${dir}/`);

const serverModule = (p) => /^server\/modules\/([^/]+)(?:\/(.+))?$/.exec(p.replace(/\.(ts|js|mjs)$/, ''));
// A file's layer by its name: routes.ts / *-routes.ts, service.ts / *-service.ts, queries.ts / *-queries.ts.
const layers = ['queries', 'service', 'routes'];
const layerOf = (rest) => {
  const name = rest.split('/').pop();
  if (name.endsWith('.test')) return null;
  return layers.find((layer) => name === layer || name.endsWith(`-${layer}`)) ?? null;
};

/** Why server file `from` may not import server file `to`, or null when allowed. */
function serverViolation(from, to) {
  const target = serverModule(to);
  if (!target) return null;
  if (under(from, 'server/lib') || under(from, 'server/plugins')) {
    return `server/lib and server/plugins are infrastructure and import no module (${target[1]}); move the code into the module or pass it in.`;
  }
  const source = serverModule(from);
  if (!source) return null;
  const [, fromModule, fromRest = ''] = source;
  const [, toModule, toRest = 'index'] = target;
  if (fromModule !== toModule) {
    return toRest === 'index'
      ? null
      : `Modules import each other only through the other's index.ts (${fromModule} → ${toModule}/${toRest}).`;
  }
  const fromLayer = layerOf(fromRest);
  const toLayer = layerOf(toRest);
  if (toLayer === 'routes' && fromLayer !== 'routes' && !fromRest.endsWith('.test')) {
    return `Only routes import routes: ${fromRest} must not import ${toRest} (routes → service → queries).`;
  }
  if (fromLayer === 'queries' && toLayer === 'service') {
    return `Queries never import a service (${fromRest} → ${toRest}): routes → service → queries.`;
  }
  return null;
}

/** Why `from` may not import `to`, or null when allowed. */
export function zoneViolation(from, to) {
  if (under(from, 'server') && under(to, 'server')) return serverViolation(from, to);
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Features never import each other (${fromFeature} → ${toFeature}); move what they share into src/lib or src/components.`;
  }
  if ((under(from, 'src/lib') || under(from, 'src/components')) && (toFeature || under(to, 'src/app'))) {
    return 'Shared code (src/lib, src/components) cannot depend on a feature or on the app.';
  }
  if (fromFeature && under(to, 'src/app')) return 'Imports flow app → features, never back.';
  if (under(from, 'server') && under(to, 'src')) {
    const allowed =
      under(to, 'src/lib/api/contract') ||
      under(to, 'src/lib/format') ||
      /^src\/lib\/tenant\/(manifest-schema|countries)(\.ts)?$/.test(to);
    if (!allowed) return 'The server imports only the shared API contract, the tenant schema and src/lib/format.';
  }
  return null;
}

export const importZonesRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce the import direction of docs/style.md' } },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = resolveTarget(context.filename, source);
      const message = to && zoneViolation(from, to);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
