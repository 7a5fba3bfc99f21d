/**
 * Whether a typed signature names the signer. Case, accents,
 * spacing and punctuation are ignored; a leading title ("Dr.", "Prof", "Mr" …)
 * may be typed or left out; the words of the name may come in any order, so a
 * family-name-first spelling ("陳大文" for "大文 陳", "Rahman Siti") counts.
 * Shared by the server, which refuses a mismatch, and the signing page, which
 * says so before submitting (docs/decisions/0082-typed-signatures.md).
 */
export function typedNameMatches(typed: string, signerName: string): boolean {
  const expected = nameWords(signerName);
  const given = nameWords(typed).join('');
  if (expected.length === 0 || given === '') return false;
  // Names have a handful of words; beyond six the order must be as written (no factorial blow-up).
  if (expected.length > 6) return given === expected.join('');
  return permutations(expected).some((order) => order.join('') === given);
}

/** Titles a signer may add or leave out; they never make the name. */
const titles = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'mdm', 'miss', 'madam', 'dato', 'datuk']);

/** The name's words: accents and case folded, punctuation a separator, leading titles dropped. */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && titles.has(words[start]!)) start += 1;
  return words.slice(start);
}

function permutations(words: readonly string[]): string[][] {
  if (words.length <= 1) return [[...words]];
  return words.flatMap((word, index) =>
    permutations([...words.slice(0, index), ...words.slice(index + 1)]).map((rest) => [word, ...rest]),
  );
}
