/** Solves the sandbox's captcha the way the ALTCHA widget does, for handler tests of the messages. */
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { TestApp } from './start-test-app.ts';

/** Fetches a challenge, finds its number by brute force and answers the widget's base64 payload (the ReCaptchaCode). */
export async function solveCaptcha(app: Pick<TestApp, 'call'>): Promise<string> {
  const challenge = (await (await app.call('/api/Captcha/Challenge')).json()) as Challenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('The captcha challenge has no solution within its maxnumber');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
