// How easy a chosen password is to guess (zxcvbn-ts: dictionaries of common passwords, keyboard patterns,
// dates, repeats, and the person's own names). Feedback comes back as keys (the library's default), which
// the page translates (passwordTexts.ts).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** Scores run 0 (guessed at once) to 4; below this the password is refused. */
export const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  }));

export interface Strength {
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  /** A zxcvbn warning key (e.g. 'commonNames'), or null. */
  warning: string | null;
  /** zxcvbn suggestion keys (e.g. 'anotherWord'). */
  suggestions: string[];
}

/**
 * @param userInputs what the password must not be built from: the username, name and mail address (each
 *   also split into its parts, so 'ada.lovelace@example.org' penalises 'lovelace').
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): Strength {
  const words = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]).filter(Boolean);
  const result = zxcvbn().check(password, [...new Set(words.map((w) => w.toLowerCase()))]);
  const score = result.score;
  return {
    score,
    acceptable: score >= MIN_SCORE,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}
