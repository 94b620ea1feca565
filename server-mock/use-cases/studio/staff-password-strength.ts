/**
 * The strength rule for staff passwords (the `npm run staff` command, a reset, a change in the
 * studio): at least 12 characters, and zxcvbn (`@zxcvbn-ts`, English and common dictionaries)
 * must rate it 3 of 4 or better, with the user's own names and the passwords printed in the README
 * counted as known words, so none of those passes.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/** Fewest characters of a staff password. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Most characters (bcrypt reads 72 bytes; longer would pass on its first part alone). */
export const STAFF_PASSWORD_MAX_LENGTH = 64;

/** Public passwords of the sandbox's scenario users (README), never fit for a real account. */
const PUBLIC_PASSWORDS = ['Staff-pass1!', 'Password1!', 'Password2!', 'Password3!'];

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

/** The sentence saying why `password` is too weak for this staff member, or undefined when it is fit. */
export function staffPasswordProblem(
  password: string,
  owner: { userName: string; displayName?: string },
): string | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    return `A staff password needs at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
  if (Buffer.byteLength(password) > STAFF_PASSWORD_MAX_LENGTH)
    return `A staff password can have at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`;
  const known = [
    owner.userName,
    ...owner.userName.split(/[._-]/),
    ...(owner.displayName?.split(/\s+/) ?? []),
    ...PUBLIC_PASSWORDS,
  ];
  const result = zxcvbn().check(
    password,
    known.filter((word) => word.length > 2),
  );
  if (result.score >= 3) return undefined;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return `This password is too easy to guess.${why} Use a longer phrase of unrelated words.`;
}
