import { describe, expect, it } from 'vitest';
import { serverErrorLines } from './server-errors';

describe('serverErrorLines', () => {
  it('lists field messages', () =>
    expect(serverErrorLines('Invalid', { a: 'A is bad', b: 'B is bad' })).toEqual(['A is bad', 'B is bad']));
  it('reads an array of pairs', () =>
    expect(serverErrorLines(JSON.stringify([{ field: 'x', message: 'X!' }]))).toEqual(['X!']));
  it('keeps a plain string', () => expect(serverErrorLines('Nope')).toEqual(['Nope']));
  it('gives nothing for nothing', () => expect(serverErrorLines('')).toEqual([]));
});
