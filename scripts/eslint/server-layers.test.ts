import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, with type-aware rules off so a snippet lints in milliseconds
// without building the TypeScript program; the import and date rules under test need no types.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The messages ESLint reports for `code` as if it were the file at `filePath` (repository-relative). */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('server layer rules (eslint.config.js)', () => {
  it('refuses queries importing their service, and a service importing routes', async () => {
    expect(
      await lint(
        'server/modules/schedules/booking-queries.ts',
        "import { bookSlot } from './booking-service';\nexport const x = bookSlot;\n",
      ),
    ).toEqual([expect.stringMatching(/^local\/import-zones: Queries never import a service/)]);
    expect(
      await lint(
        'server/modules/schedules/service.ts',
        "import { registerSchedulesRoutes } from './routes';\nexport const x = registerSchedulesRoutes;\n",
      ),
    ).toEqual([expect.stringMatching(/^local\/import-zones: Only routes import routes/)]);
  });

  it("refuses a module reaching past another module's index.ts", async () => {
    expect(
      await lint(
        'server/modules/schedules/booking-service.ts',
        "import { releaseSlots } from '../appointments/slots';\nexport const x = releaseSlots;\n",
      ),
    ).toEqual([expect.stringMatching(/^local\/import-zones: Modules import each other only through/)]);
  });

  it('refuses server/lib and server/plugins importing any module', async () => {
    for (const file of ['server/lib/mail.ts', 'server/plugins/auth.ts']) {
      expect(
        await lint(file, "import { notify } from '../modules/notifications';\nexport const x = notify;\n"),
      ).toEqual([expect.stringMatching(/^local\/import-zones: server\/lib and server\/plugins are infrastructure/)]);
    }
  });

  it('refuses dates formatted outside server/lib/dates.ts', async () => {
    const messages = await lint(
      'server/modules/notifications/strings.ts',
      [
        "import { formatInTimeZone } from 'date-fns-tz';",
        "export const a = new Intl.DateTimeFormat('en', {}).format(new Date());",
        "export const b = ['Jan', 'Feb'];",
        'export const c = new Date().toLocaleDateString();',
        "export const d = formatInTimeZone(new Date(), 'UTC', 'yyyy');",
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*date-fns-tz.*server\/lib\/dates\.ts/),
      expect.stringMatching(/^no-restricted-syntax: Dates and times go through/),
      expect.stringMatching(/^no-restricted-syntax: No English month tables/),
      expect.stringMatching(/^no-restricted-syntax: Dates and times go through/),
    ]);
  });

  it('lets routes call their service, a service its queries, and a module use another through its index', async () => {
    expect(
      await lint(
        'server/modules/schedules/booking-routes.ts',
        "import { bookSlot } from './booking-service';\nexport const x = bookSlot;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'server/modules/schedules/booking-service.ts',
        [
          "import { insertBooking } from './booking-queries';",
          "import { releaseSlots } from '../appointments';",
          "import { notify } from '../notifications/index';",
          "import { dayStart } from '../../lib/dates';",
          'export const x = [insertBooking, releaseSlots, notify, dayStart];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await lint(
        'server/lib/dates.ts',
        "import { formatInTimeZone } from 'date-fns-tz';\nexport const x = formatInTimeZone;\n",
      ),
    ).toEqual([]);
  });
});
