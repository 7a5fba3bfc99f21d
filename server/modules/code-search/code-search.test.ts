import { beforeAll, describe, expect, it } from 'vitest';
import {
  diagnosisSearchPath,
  diagnosisSearchResponseSchema,
  preauthDiagnosisSearchPath,
  procedureChildrenPath,
  procedureChildrenResponseSchema,
  procedureSearchPath,
  procedureTreePath,
  procedureTreeResponseSchema,
} from '../../../src/lib/api/contract/code-search';
import { Browser, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

let b: Browser;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  b = new Browser(t.app, 'lumina-my');
  await b.login('patient@lumina-my.demo');
});

describe('diagnosis search', () => {
  it('answers a tree on both paths, categories with their subcategories', async () => {
    for (const url of [diagnosisSearchPath('diabetes'), preauthDiagnosisSearchPath('diabetes')]) {
      const res = await b.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const tree = parse(diagnosisSearchResponseSchema, res).data;
      expect(tree.length).toBeGreaterThan(0);
      expect(tree.some((n) => n.children.length > 0)).toBe(true);
    }
  });
  it('answers an empty list for nonsense and refuses 2 characters', async () => {
    expect(
      parse(diagnosisSearchResponseSchema, await b.request({ method: 'GET', url: diagnosisSearchPath('qqxxzz') })).data,
    ).toEqual([]);
    expect((await b.request({ method: 'GET', url: diagnosisSearchPath('di') })).statusCode).toBe(400);
  });
  it('needs a session', async () => {
    const anonymous = new Browser(t.app, 'lumina-my');
    expect((await anonymous.request({ method: 'GET', url: diagnosisSearchPath('diabetes') })).statusCode).toBe(401);
  });
});

describe('procedure search', () => {
  it('searches by country and sorts Others last', async () => {
    const tree = parse(
      procedureTreeResponseSchema,
      await b.request({ method: 'GET', url: procedureSearchPath('lens', 'malaysia') }),
    ).data;
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]?.children[0]?.children.length).toBeGreaterThan(0);
  });
  it('answers groups matched only by name without codes (loaded lazily)', async () => {
    const tree = parse(
      procedureTreeResponseSchema,
      await b.request({ method: 'GET', url: procedureSearchPath('Operations on the Eye', 'malaysia') }),
    ).data;
    expect(tree.map((l) => l.levelOneDescription)).toEqual(['Operations on the Eye']);
    expect(tree[0]?.children.every((g) => g.children.length === 0)).toBe(true);
  });
  it('lists the country tree without codes, then loads a group lazily', async () => {
    const tree = parse(
      procedureTreeResponseSchema,
      await b.request({ method: 'GET', url: procedureTreePath('malaysia') }),
    ).data;
    const one = tree[0];
    const two = one?.children[0];
    expect(two?.children).toEqual([]);
    const others = tree.findIndex((l) => l.levelOneDescription === 'Others');
    if (others >= 0) expect(others).toBe(tree.length - 1);
    const codes = parse(
      procedureChildrenResponseSchema,
      await b.request({
        method: 'GET',
        url: procedureChildrenPath('malaysia', one?.levelOneDescription ?? '', two?.levelTwoDescription ?? ''),
      }),
    ).data;
    expect(codes.length).toBeGreaterThan(0);
  });
});
