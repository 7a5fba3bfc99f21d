import { describe, expect, it } from 'vitest';
import { CyclicDependencyError, assertNoCycles, isFieldVisible, ruleHolds } from './dependencies';
import { makeField } from '@/testing/field-factory';

describe('ruleHolds', () => {
  it.each([
    ['equal', 'Yes', 'Yes', true],
    ['equal', 'No', 'Yes', false],
    ['equal', 18, '18', true],
    ['equal', null, 'Yes', false],
    ['equal', ['A', 'Others'], 'Others', true],
    ['lessThan', '17', 18, true],
    ['lessThan', 18, 18, false],
    ['lessThan', '', 18, false],
    ['moreThan', '20,001', 20000, true],
    ['moreThan', '$7', 7, false],
    ['moreThan', 'abc', 7, false],
  ] as const)('%s(%j, %j) is %s', (rule, actual, expected, result) => {
    expect(ruleHolds(rule, actual, expected)).toBe(result);
  });
});

describe('isFieldVisible', () => {
  const age = makeField('age', 'number');
  const guardian = makeField('guardian', 'textfield', {
    dependencies: [{ inputName: 'age', rule: 'lessThan', value: 18 }],
  });
  const guardianPhone = makeField('guardianPhone', 'phoneNumber', {
    dependencies: [{ inputName: 'guardian', rule: 'equal', value: 'Mum' }],
  });
  const scope = [age, guardian, guardianPhone];

  it('shows a field only when its rule holds', () => {
    expect(isFieldVisible(guardian, scope, { age: '12' })).toBe(true);
    expect(isFieldVisible(guardian, scope, { age: '40' })).toBe(false);
  });
  it('hides a follow-up of a hidden field even if its stale value matches', () => {
    expect(isFieldVisible(guardianPhone, scope, { age: '40', guardian: 'Mum' })).toBe(false);
    expect(isFieldVisible(guardianPhone, scope, { age: '10', guardian: 'Mum' })).toBe(true);
  });
  it('respects props.visible', () => {
    expect(
      isFieldVisible(
        makeField('x', 'textfield', { props: { visible: false, disabled: false, dataSource: null } }),
        [],
        {},
      ),
    ).toBe(false);
  });
  it('throws on a cycle met while evaluating', () => {
    const a = makeField('a', 'textfield', { dependencies: [{ inputName: 'b', rule: 'equal', value: '1' }] });
    const b = makeField('b', 'textfield', { dependencies: [{ inputName: 'a', rule: 'equal', value: '1' }] });
    expect(() => isFieldVisible(a, [a, b], { a: '1', b: '1' })).toThrow(CyclicDependencyError);
  });
});

describe('assertNoCycles', () => {
  it('accepts chains and unknown targets', () => {
    const a = makeField('a', 'textfield');
    const b = makeField('b', 'textfield', { dependencies: [{ inputName: 'a', rule: 'equal', value: 'x' }] });
    const c = makeField('c', 'textfield', {
      dependencies: [
        { inputName: 'b', rule: 'equal', value: 'x' },
        { inputName: 'elsewhere', rule: 'equal', value: 1 },
      ],
    });
    expect(() => assertNoCycles([a, b, c])).not.toThrow();
  });
  it('names the loop a → b → c → a', () => {
    const a = makeField('a', 'textfield', { dependencies: [{ inputName: 'c', rule: 'equal', value: 'x' }] });
    const b = makeField('b', 'textfield', { dependencies: [{ inputName: 'a', rule: 'equal', value: 'x' }] });
    const c = makeField('c', 'textfield', { dependencies: [{ inputName: 'b', rule: 'moreThan', value: 1 }] });
    try {
      assertNoCycles([a, b, c]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CyclicDependencyError);
      expect((error as CyclicDependencyError).cycle).toEqual(['a', 'c', 'b', 'a']);
    }
  });
  it('finds a self-dependency and one inside a group', () => {
    const self = makeField('s', 'number', { dependencies: [{ inputName: 's', rule: 'moreThan', value: 1 }] });
    expect(() => assertNoCycles([self])).toThrow(CyclicDependencyError);
    const x = makeField('x', 'textfield', { dependencies: [{ inputName: 'y', rule: 'equal', value: 1 }] });
    const y = makeField('y', 'textfield', { dependencies: [{ inputName: 'x', rule: 'equal', value: 1 }] });
    expect(() => assertNoCycles([makeField('g', 'group', { subfields: [x, y] })])).toThrow(/x → y → x/);
  });
});
