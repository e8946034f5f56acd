import { itAnswersEach, itAnswersYesOrNo } from './it-answers';

type Registered = { title: string; run: () => void };

/** Calls `register` with Jest's `it.each` standing in, and gives back the tests it registered, unrun. */
function registeredBy(register: () => void): Registered[] {
  const registered: Registered[] = [];
  const each = (rows: unknown[][]) => (title: string, test: (...args: unknown[]) => void) => {
    for (const row of rows) registered.push({ title: title.replace('%j', JSON.stringify(row[0])).replaceAll('%%', '%'), run: () => test(...row) });
  };
  const spy = jest.spyOn(it, 'each').mockImplementation(each as unknown as typeof it.each);
  try {
    register();
  } finally {
    spy.mockRestore();
  }
  return registered;
}

const isEven = (n: number) => n % 2 === 0;

describe('itAnswersEach', () => {
  it('registers one test per input, titled with the input and the answer of its group', () => {
    const tests = registeredBy(() => itAnswersEach((text: string) => text.trim() || null, [[null, ['', ' ']], ['100%', [' 100% ']]]));
    expect(tests.map((test) => test.title)).toEqual(['"" -> null', '" " -> null', '" 100% " -> "100%"']);
    for (const test of tests) test.run();
  });

  it('fails the test of an input the rule answers otherwise', () => {
    const [test] = registeredBy(() => itAnswersEach(isEven, [[true, [3]]]));
    expect(() => test?.run()).toThrow();
  });
});

describe('itAnswersYesOrNo', () => {
  it('expects true for every input in yes and false for every one in no', () => {
    const tests = registeredBy(() => itAnswersYesOrNo(isEven, { yes: [2, 4], no: [3] }));
    expect(tests.map((test) => test.title)).toEqual(['2 -> true', '4 -> true', '3 -> false']);
    for (const test of tests) test.run();
    const swapped = registeredBy(() => itAnswersYesOrNo(isEven, { yes: [3], no: [2] }));
    for (const test of swapped) expect(() => test.run()).toThrow();
  });
});

// The helper itself, as the tests of other libs use it.
describe('isEven', () => {
  itAnswersYesOrNo(isEven, { yes: [0, -2], no: [1, 7] });
});
