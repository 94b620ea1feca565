/**
 * Reads secrets from standard input without echoing them: on a terminal the typed characters are
 * not shown; piped (a provisioning script), each secret is one line.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** A prompt for secrets over stdin; close it when done. */
export function terminalSecrets(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr) {
  let muted = false;
  // readline echoes what is typed through its output: drop that while a secret is being typed.
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) output.write(chunk as Buffer);
      done();
    },
  });
  const rl = createInterface({ input, output: echo, terminal: input.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async askSecret(prompt: string): Promise<string> {
      output.write(prompt);
      muted = true;
      const next = await lines.next();
      muted = false;
      output.write('\n');
      if (next.done) throw new Error('No password was given (standard input ended).');
      return next.value;
    },
    close: () => rl.close(),
  };
}
