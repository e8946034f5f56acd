// Runs inside Jest only: the lib build sees this file through the index, so it names the Jest globals itself.
/// <reference types="jest" />

/** Inputs grouped by the answer a rule must give each of them: `[answer, inputs]` pairs. */
export type AnswerGroups<In, Out> = ReadonlyArray<readonly [answer: Out, inputs: readonly In[]]>;

/** `%` would start a printf placeholder in a Jest title; `%%` prints it. */
const titleText = (value: unknown) => String(JSON.stringify(value)).replaceAll('%', '%%');

/**
 * Registers one test per input that `rule(input)` equals the answer of the input's group, titled
 * `<input> -> <answer>`. The inputs of one answer stand together, so a table reads as the rule itself:
 *
 *   itAnswersEach(emailError, [
 *     [null, ['matti@example.fi', ' anna@example.se ']],
 *     ['INVALID_EMAIL', ['', 'matti@']],
 *   ]);
 */
export function itAnswersEach<In, Out>(rule: (input: In) => Out, groups: AnswerGroups<In, Out>): void {
  for (const [answer, inputs] of groups) {
    it.each(inputs.map((input) => [input]))(`%j -> ${titleText(answer)}`, (input) => {
      expect(rule(input)).toEqual(answer);
    });
  }
}

/**
 * A yes/no rule on two named lists: every input in `yes` must be answered `true`, every one in `no` `false`.
 *
 *   itAnswersYesOrNo(isAccountPath, { yes: ['/my', '/my/orders'], no: ['/mystery', '/'] });
 */
export function itAnswersYesOrNo<In>(rule: (input: In) => boolean, { yes, no }: { yes: readonly In[]; no: readonly In[] }): void {
  itAnswersEach(rule, [
    [true, yes],
    [false, no],
  ]);
}
