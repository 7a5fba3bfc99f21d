import { describe, expect, it } from 'vitest';
import { nameWords, typedNameMatches } from './signing-name';

describe('typedNameMatches', () => {
  it("refuses another person's name: the issue's 'Specialist Demo' for Dr. Siti Nurhaliza Rahman", () => {
    expect(typedNameMatches('Specialist Demo', 'Dr. Siti Nurhaliza Rahman')).toBe(false);
    expect(typedNameMatches('Siti Rahman', 'Dr. Siti Nurhaliza Rahman')).toBe(false);
    expect(typedNameMatches('Dr.', 'Dr. Siti Nurhaliza Rahman')).toBe(false);
    expect(typedNameMatches('', 'Ava Tan')).toBe(false);
  });

  it('ignores case, accents, spacing and punctuation', () => {
    expect(typedNameMatches('siti  NURHALIZA rahman', 'Dr. Siti Nurhaliza Rahman')).toBe(true);
    expect(typedNameMatches('Zoe Tan', 'Zoë Tan')).toBe(true);
    expect(typedNameMatches('SitiNurhaliza Rahman', 'Siti Nurhaliza Rahman')).toBe(true);
    expect(typedNameMatches("O'Brien Mary-Jane", 'Mary Jane OBrien')).toBe(true);
  });

  it('lets a title be typed or left out, on either side', () => {
    expect(typedNameMatches('Siti Nurhaliza Rahman', 'Dr. Siti Nurhaliza Rahman')).toBe(true);
    expect(typedNameMatches('Dr Siti Nurhaliza Rahman', 'Dr. Siti Nurhaliza Rahman')).toBe(true);
    expect(typedNameMatches('Prof. Dr. Ava Tan', 'Ava Tan')).toBe(true);
    expect(nameWords('Dr. Siti Nurhaliza Rahman')).toEqual(['siti', 'nurhaliza', 'rahman']);
  });

  it("takes the name's words in any order, so a family name may come first", () => {
    expect(typedNameMatches('陳大文', '大文 陳')).toBe(true);
    expect(typedNameMatches('陳 大文', '大文 陳')).toBe(true);
    expect(typedNameMatches('Rahman Siti Nurhaliza', 'Dr. Siti Nurhaliza Rahman')).toBe(true);
    expect(typedNameMatches('陳小文', '大文 陳')).toBe(false);
  });
});
