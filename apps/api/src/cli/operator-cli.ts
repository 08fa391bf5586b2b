import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { operatorRoutes, type Operator } from '@rewards/api-client/contract';
import { readServerConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { openDatabase } from '../db/open-database';
import { OWASP_COST, TEST_COST } from '../accounts/passwords';
import { createOperator } from '../operators/operator-accounts';
import { CASE_COMMANDS } from './case-commands';
import {
  CliError,
  EXIT,
  call,
  readSaved,
  required,
  tokenFile,
  type CliIo,
  type CommandContext,
} from './cli-core';
import { HELP, OPTIONS, type CliValues } from './cli-options';
import { ORDER_COMMANDS } from './order-commands';

export { EXIT, type CliIo } from './cli-core';
export { HELP } from './cli-options';

type Context = CommandContext<CliValues>;

async function password(io: CliIo): Promise<string> {
  const fromEnv = io.env.OPERATOR_PASSWORD;
  const typed =
    fromEnv !== undefined && fromEnv !== '' ? fromEnv : await io.readSecret('Password: ');
  if (typed === '') throw new CliError('a password is required', EXIT.usage);
  return typed;
}

/** Creates an operator in the shop's database, or through the running shop with --online. */
async function createOperatorCommand(context: Context): Promise<void> {
  const { io, base, values, print } = context;
  const email = required(values.email, 'email');
  const name = required(values.name, 'name');
  const role = values.admin === true ? 'admin' : 'operator';
  const secret = await password(io);
  if (values.online === true) {
    const created = await call<Operator>(io, base, operatorRoutes.operatorCreate, {
      token: context.signedIn(),
      body: { email, name, password: secret, role },
    });
    print(created, () => [`Operator ${created.id} created: ${created.email} (${created.role})`]);
    return;
  }
  const config = readServerConfig(io.env);
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CliError(
        `The shop is running on its embedded database in ${error.dataDir}` +
          `${error.ownerPid === undefined ? '' : ` (pid ${error.ownerPid})`}, which one process at a time may open.\n` +
          'Stop the shop and run this again, or sign in as an admin and add --online to create the operator through the running shop.',
        EXIT.locked,
      );
    }
    throw error;
  }
  try {
    await migrate(db, migrations);
    const created = await createOperator(
      { db, cost: config.passwordHashCost === 'test' ? TEST_COST : OWASP_COST },
      { email, name, password: secret, role },
    );
    print(created, () => [`Operator ${created.id} created: ${created.email} (${created.role})`]);
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 409) {
      throw new CliError(`An operator with the e-mail ${email} exists already.`, EXIT.refused);
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** The operator's own commands: create an operator, sign in and out. */
const ACCOUNT_COMMANDS: Readonly<Record<string, (context: Context) => Promise<void>>> = {
  'create-operator': createOperatorCommand,
  async login({ io, base, values }) {
    const email = required(values.email, 'email');
    const secret = await password(io);
    const answer = await call<{ id_token: string; operator: Operator }>(
      io,
      base,
      operatorRoutes.operatorAuthenticate,
      { body: { email, password: secret } },
    );
    const file = tokenFile(io.env);
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, JSON.stringify({ url: base, token: answer.id_token }), { mode: 0o600 });
    await chmod(file, 0o600);
    io.out(
      `Signed in as ${answer.operator.name} <${answer.operator.email}> at ${base}; the token is in ${file}`,
    );
  },
  async logout({ io }) {
    await rm(tokenFile(io.env), { force: true });
    io.out('Signed out.');
  },
};

const COMMANDS: Readonly<Record<string, (context: Context) => Promise<void>>> = {
  ...ACCOUNT_COMMANDS,
  ...ORDER_COMMANDS,
  ...CASE_COMMANDS,
};

/**
 * The operators' command line: parses `argv` (the arguments after the
 * script), runs the command, and answers the exit code.
 */
export async function runOperatorCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    return EXIT.usage;
  }
  const { positionals } = parsed;
  const values: CliValues = parsed.values;
  const [command, target, ...extra] = positionals;
  if (values.help === true || command === undefined || command === 'help') {
    io.out(HELP);
    return command === undefined && values.help !== true ? EXIT.usage : EXIT.ok;
  }
  try {
    if (extra.length > 0)
      throw new CliError(`unexpected arguments: ${extra.join(' ')}`, EXIT.usage);
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (run === undefined) throw new CliError(`unknown command: ${command}\n\n${HELP}`, EXIT.usage);
    const saved = await readSaved(io.env);
    await run({
      io,
      base: values.url ?? io.env.OPERATOR_URL ?? saved?.url ?? 'http://localhost:8080',
      values,
      target,
      signedIn: () => {
        if (saved === undefined) {
          throw new CliError(
            'Not signed in: npm run operator -- login --email <e-mail>',
            EXIT.usage,
          );
        }
        return saved.token;
      },
      print: (value, lines) =>
        (values.json === true ? [JSON.stringify(value, null, 2)] : lines()).forEach((line) =>
          io.out(line),
        ),
    });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return error.code;
    }
    throw error;
  }
}
