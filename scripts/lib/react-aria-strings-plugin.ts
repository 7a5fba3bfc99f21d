import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const strings = fileURLToPath(new URL('../../src/lib/i18n/react-aria/strings.ts', import.meta.url));
const intlModule = /react-aria\/dist\/private\/(\w+)\/intlStrings\.mjs$/;
const packages = ['calendar', 'combobox', 'datepicker', 'overlays'];

/**
 * Adds the portal's tables for languages react-aria lacks (Malay, Indonesian;
 * src/lib/i18n/react-aria/strings.ts) to react-aria's own string tables, so its
 * calendar and date fields speak the market's language instead of falling
 * back to English.
 */
export function reactAriaStringsPlugin(): Plugin {
  return {
    name: 'ava-react-aria-strings',
    enforce: 'post',
    transform(code, id) {
      const match = intlModule.exec(id.split('?')[0] ?? id);
      const pkg = match?.[1];
      if (!pkg || !packages.includes(pkg)) return null;
      const exported = /export\s*\{\s*(\$?[\w$]+)\s+as\s+default\s*\}/.exec(code);
      if (!exported) return null;
      const name = exported[1];
      const extra = `import { reactAriaStrings as __avaStrings } from ${JSON.stringify(strings)};\nObject.assign(${name}, __avaStrings[${JSON.stringify(pkg)}]);\n`;
      return { code: code.replace(exported[0], `${extra}${exported[0]}`), map: null };
    },
  };
}
