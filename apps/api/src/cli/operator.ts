import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { runOperatorCli } from './operator-cli';

/** Reads a line from the terminal without echoing it (or the first line of piped input). */
function readSecret(prompt: string): Promise<string> {
  const muted = new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
  process.stderr.write(prompt);
  const terminal = process.stdin.isTTY === true;
  const lines = createInterface({
    input: process.stdin,
    output: terminal ? muted : undefined,
    terminal,
  });
  return new Promise((resolve) => {
    lines.once('line', (line) => {
      lines.close();
      if (terminal) process.stderr.write('\n');
      resolve(line);
    });
    lines.once('close', () => resolve(''));
  });
}

// `npm run operator -- <command>`: the operators' command line (src/cli/operator-cli.ts).
process.exitCode = await runOperatorCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readSecret,
  fetch,
});
