import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OPERATOR_CLI, WORKSPACE_ROOT } from './paths';
import type { OperatorAccount } from './server';

const run = promisify(execFile);

/** The run's operator: made before the shop starts (global setup), as the README makes the first one. */
export const E2E_OPERATOR: OperatorAccount = {
  email: 'ops@rewards.example',
  name: 'Ops',
  password: 'Operator-e2e-2026',
  admin: true,
};

/** The operators' command line against one shop, signed in with its own token file. */
export interface OperatorCli {
  /** Runs `npm run operator -- <args> --url <shop> --json` and answers its JSON. */
  json<T>(...args: string[]): Promise<T>;
  /** Forgets the token file. */
  close(): void;
}

/** Signs the run's operator in to `baseUrl` through the command line. */
export async function operatorCli(baseUrl: string): Promise<OperatorCli> {
  const dir = mkdtempSync(join(tmpdir(), 'rewards-e2e-operator-'));
  const env = {
    ...process.env,
    OPERATOR_TOKEN_FILE: join(dir, 'token'),
    OPERATOR_PASSWORD: E2E_OPERATOR.password,
  };
  const call = async (args: readonly string[]) => {
    try {
      return await run(process.execPath, [OPERATOR_CLI, ...args, '--url', baseUrl], {
        cwd: WORKSPACE_ROOT,
        env,
        encoding: 'utf8',
      });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; code?: number };
      throw new Error(
        `operator ${args.join(' ')} exited ${failed.code}: ${failed.stdout ?? ''}${failed.stderr ?? ''}`,
        { cause: error },
      );
    }
  };
  await call(['login', '--email', E2E_OPERATOR.email]);
  return {
    async json<T>(...args: string[]) {
      const { stdout } = await call([...args, '--json']);
      return JSON.parse(stdout) as T;
    },
    close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
