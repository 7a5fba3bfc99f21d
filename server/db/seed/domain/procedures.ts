import type { procedureCodes } from '../../schema/domain';
import { seedCountries } from './context';
import { procedureText } from './procedures-data';

export type ProcedureRow = typeof procedureCodes.$inferInsert;

interface ProcedureEntry {
  levelOneDescription: string;
  levelTwoDescription: string;
  procedureCode: string;
  procedureCodeDescription: string;
}

export function parseProcedures(text: string): ProcedureEntry[] {
  const entries: ProcedureEntry[] = [];
  let levelOne = '';
  let levelTwo = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      continue;
    }
    if (line.startsWith('= ')) {
      levelOne = line.slice(2);
    } else if (line.startsWith('# ')) {
      levelTwo = line.slice(2);
    } else {
      const space = line.indexOf(' ');
      entries.push({
        levelOneDescription: levelOne,
        levelTwoDescription: levelTwo,
        procedureCode: line.slice(0, space),
        procedureCodeDescription: line.slice(space + 1),
      });
    }
  }
  return entries;
}

/** The same tree for every country; Malaysia is where the UI offers it first. */
export function buildProcedureCodes(): ProcedureRow[] {
  const entries = parseProcedures(procedureText);
  return seedCountries.flatMap((country) =>
    entries.map((entry, index) => ({
      id: `${country.replace(' ', '-')}:${entry.procedureCode}`,
      country,
      ...entry,
      isOthers: entry.levelOneDescription === 'Others' || entry.levelTwoDescription === 'Others',
      sortOrder: index,
    })),
  );
}
