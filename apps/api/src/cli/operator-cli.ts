import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  decodeWith,
  operatorRoutes,
  type Operator,
  type OperatorOrder,
  type OperatorOrdersPage,
  type OperatorRefundCode,
} from '@rewards/api-client/contract';
import { readServerConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { openDatabase } from '../db/open-database';
import { OWASP_COST, TEST_COST } from '../accounts/passwords';
import { createOperator } from '../operators/operator-accounts';

/** Where the command line reads and writes. */
export interface CliIo {
  readonly env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** A secret typed by the operator (a password), without echo when a terminal. */
  readSecret(prompt: string): Promise<string>;
  readonly fetch: typeof fetch;
}

/** The exit codes: 0 done, 1 refused by the shop, 2 misuse, 69 the shop is unreachable, 75 the data folder is in use. */
export const EXIT = { ok: 0, refused: 1, usage: 2, unavailable: 69, locked: 75 } as const;

export const HELP = `Usage: npm run operator -- <command> [options]

The shop's operators ship, deliver, cancel and refund sub-orders and issue refund
promo codes, through the running shop's API (--url, default http://localhost:8080).

Commands:
  create-operator --email <e-mail> --name <name> [--admin] [--online]
                  Creates an operator (the password is asked for, or read from
                  OPERATOR_PASSWORD). Writes into the shop's database (DATABASE_URL,
                  else DATA_DIR): stop a shop running on the embedded database first,
                  or add --online to create it through the API as a signed-in admin.
  login --email <e-mail>
                  Signs in (the password is asked for, or read from OPERATOR_PASSWORD)
                  and keeps the token in the token file (mode 600).
  logout          Forgets the token.
  orders [--status PAID|PENDING|FAILED|CANCELLED|EXPIRED] [--shipping <state>]
         [--po <start of PO number>] [--email <e-mail>] [--page <n>] [--size <n>]
                  Lists orders, newest first. Shipping states: AWAITING_SHIPMENT,
                  SHIPPED, DELIVERED, CANCELLED, REFUNDED.
  order <po>      One order with its sub-orders.
  ship <subOrder> --carrier <name> --tracking <number> --expected <YYYY-MM-DD>
                  [--carrier-url <url>] [--on <YYYY-MM-DD>]
  deliver <subOrder> [--on <YYYY-MM-DD>]
  cancel <subOrder> [--on <YYYY-MM-DD>]
                  Before shipping: the unit back in stock, its points and cash back.
  refund <subOrder> [--as-code] [--valid-days <n>] [--on <YYYY-MM-DD>]
                  Before delivery: as cancel, less the THB 1,500 restocking fee once
                  shipped; --as-code gives the cash back as a refund promo code.
  issue-refund-code --customer <e-mail> --value <THB> --start <YYYY-MM-DD>
                  --expires <YYYY-MM-DD> --description <English> --thai <Thai> [--code <CODE>]

Options:
  --url <origin>  The shop (default: OPERATOR_URL, else http://localhost:8080).
  --json          Prints the shop's answer as JSON.
  --help          This text.

The token file is OPERATOR_TOKEN_FILE, else $XDG_CONFIG_HOME/rewards-store/operator-token
(~/.config/rewards-store/operator-token).`;

const OPTIONS = {
  help: { type: 'boolean' },
  json: { type: 'boolean' },
  url: { type: 'string' },
  email: { type: 'string' },
  name: { type: 'string' },
  admin: { type: 'boolean' },
  online: { type: 'boolean' },
  status: { type: 'string' },
  shipping: { type: 'string' },
  po: { type: 'string' },
  page: { type: 'string' },
  size: { type: 'string' },
  carrier: { type: 'string' },
  tracking: { type: 'string' },
  expected: { type: 'string' },
  'carrier-url': { type: 'string' },
  on: { type: 'string' },
  'as-code': { type: 'boolean' },
  'valid-days': { type: 'string' },
  customer: { type: 'string' },
  value: { type: 'string' },
  start: { type: 'string' },
  expires: { type: 'string' },
  description: { type: 'string' },
  thai: { type: 'string' },
  code: { type: 'string' },
} as const;

class CliError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

function tokenFile(env: NodeJS.ProcessEnv): string {
  if (env.OPERATOR_TOKEN_FILE) return env.OPERATOR_TOKEN_FILE;
  const config = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(config, 'rewards-store', 'operator-token');
}

interface Saved {
  readonly url: string;
  readonly token: string;
}

async function readSaved(env: NodeJS.ProcessEnv): Promise<Saved | undefined> {
  try {
    return JSON.parse(await readFile(tokenFile(env), 'utf8')) as Saved;
  } catch {
    return undefined;
  }
}

function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === '')
    throw new CliError(`--${option} is required`, EXIT.usage);
  return value;
}

function whole(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value))
    throw new CliError(`--${option} must be a whole number`, EXIT.usage);
  return Number(value);
}

async function password(io: CliIo): Promise<string> {
  const fromEnv = io.env.OPERATOR_PASSWORD;
  const typed =
    fromEnv !== undefined && fromEnv !== '' ? fromEnv : await io.readSecret('Password: ');
  if (typed === '') throw new CliError('a password is required', EXIT.usage);
  return typed;
}

/** One call of the shop's API, its answer decoded with the contract. */
async function call<R>(
  io: CliIo,
  base: string,
  route: { method: string; path: string; response: { decode: unknown } },
  options: {
    readonly token?: string;
    readonly params?: Record<string, string>;
    readonly query?: Record<string, string | number | undefined>;
    readonly body?: unknown;
  },
): Promise<R> {
  let path = route.path;
  for (const [name, value] of Object.entries(options.params ?? {})) {
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const url = `${base.replace(/\/+$/, '')}/backend/api${path}${search.size > 0 ? `?${search}` : ''}`;
  let response: Response;
  try {
    response = await io.fetch(url, {
      method: route.method,
      headers: {
        accept: 'application/json',
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch (error) {
    throw new CliError(
      `The shop does not answer at ${base} (${error instanceof Error ? error.message : String(error)}). Is it running? Use --url to name it.`,
      EXIT.unavailable,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const answer = (body ?? {}) as {
      title?: string;
      fieldErrors?: { field: string; message?: string }[];
    };
    const fields = (answer.fieldErrors ?? []).map((f) => `  ${f.field}: ${f.message ?? ''}`);
    const hint =
      response.status === 401 ? ' (sign in with: npm run operator -- login --email <e-mail>)' : '';
    throw new CliError(
      [`${response.status}: ${answer.title ?? response.statusText}${hint}`, ...fields].join('\n'),
      EXIT.refused,
    );
  }
  const decoded = decodeWith(route.response as never, body);
  if (!decoded.ok)
    throw new CliError(`The shop's answer is not what this tool expects at ${url}`, EXIT.refused);
  return decoded.value as R;
}

function orderLines(order: OperatorOrder): string[] {
  const paid = `THB ${order.payAbleAmount.toFixed(2)}${order.payablePoint + order.promotionPoints > 0 ? ` + ${order.payablePoint + order.promotionPoints} points` : ''}`;
  return [
    `${order.poNumber}  ${order.status}  ${order.orderedOn.slice(0, 10)}  ${order.email}  ${order.paymentType}  ${paid}`,
    ...order.subOrders.map((sub) => {
      const shipment = sub.shipment;
      const details = [
        shipment.carrier === undefined
          ? ''
          : `${shipment.carrier} ${shipment.trackingNumber ?? ''}`.trim(),
        shipment.expectedDeliveryDate === undefined
          ? ''
          : `expected ${shipment.expectedDeliveryDate}`,
        sub.deliveredOn === undefined ? '' : `delivered ${sub.deliveredOn}`,
        sub.cancelledOn === undefined ? '' : `cancelled ${sub.cancelledOn}`,
        sub.refundedOn === undefined ? '' : `refunded ${sub.refundedOn}`,
        sub.refundIssued
          ? `back THB ${sub.refunded.cash.toFixed(2)} + ${sub.refunded.points} points${sub.refundCode === undefined ? '' : ` as ${sub.refundCode}`}`
          : '',
      ].filter((part) => part !== '');
      return `  ${sub.subOrderNumber}  ${sub.shippingState.padEnd(17)}  ${sub.itemName}${details.length > 0 ? `  (${details.join(', ')})` : ''}`;
    }),
  ];
}

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
  const { values, positionals } = parsed;
  const [command, target, ...extra] = positionals;
  if (values.help === true || command === undefined || command === 'help') {
    io.out(HELP);
    return command === undefined && values.help !== true ? EXIT.usage : EXIT.ok;
  }
  try {
    if (extra.length > 0)
      throw new CliError(`unexpected arguments: ${extra.join(' ')}`, EXIT.usage);
    const saved = await readSaved(io.env);
    const base = values.url ?? io.env.OPERATOR_URL ?? saved?.url ?? 'http://localhost:8080';
    const print = (value: unknown, lines: () => string[]) =>
      (values.json === true ? [JSON.stringify(value, null, 2)] : lines()).forEach((line) =>
        io.out(line),
      );
    const signedIn = () => {
      if (saved === undefined) {
        throw new CliError('Not signed in: npm run operator -- login --email <e-mail>', EXIT.usage);
      }
      return saved.token;
    };
    const subOrder = () => required(target, 'subOrder (the sub-order number)');
    const act = async (
      route: (typeof operatorRoutes)[keyof typeof operatorRoutes],
      body: unknown,
    ) => {
      const order = await call<OperatorOrder>(io, base, route, {
        token: signedIn(),
        params: { subOrderNumber: subOrder() },
        body,
      });
      print(order, () => orderLines(order));
    };

    switch (command) {
      case 'create-operator': {
        const email = required(values.email, 'email');
        const name = required(values.name, 'name');
        const role = values.admin === true ? 'admin' : 'operator';
        const secret = await password(io);
        if (values.online === true) {
          const created = await call<Operator>(io, base, operatorRoutes.operatorCreate, {
            token: signedIn(),
            body: { email, name, password: secret, role },
          });
          print(created, () => [
            `Operator ${created.id} created: ${created.email} (${created.role})`,
          ]);
          return EXIT.ok;
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
          print(created, () => [
            `Operator ${created.id} created: ${created.email} (${created.role})`,
          ]);
        } catch (error) {
          if (error instanceof Error && 'status' in error && error.status === 409) {
            throw new CliError(
              `An operator with the e-mail ${email} exists already.`,
              EXIT.refused,
            );
          }
          throw error;
        } finally {
          await db.close();
        }
        return EXIT.ok;
      }
      case 'login': {
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
        await writeFile(file, JSON.stringify({ url: base, token: answer.id_token }), {
          mode: 0o600,
        });
        await chmod(file, 0o600);
        io.out(
          `Signed in as ${answer.operator.name} <${answer.operator.email}> at ${base}; the token is in ${file}`,
        );
        return EXIT.ok;
      }
      case 'logout':
        await rm(tokenFile(io.env), { force: true });
        io.out('Signed out.');
        return EXIT.ok;
      case 'orders': {
        const page = await call<OperatorOrdersPage>(io, base, operatorRoutes.operatorOrders, {
          token: signedIn(),
          query: {
            status: values.status,
            shippingState: values.shipping,
            poNumber: values.po,
            email: values.email,
            pageNumber: whole(values.page, 'page'),
            pageSize: whole(values.size, 'size'),
          },
        });
        print(page, () => [
          ...page.orders.map(
            (order) =>
              `${order.poNumber}  ${order.status.padEnd(9)}  ${order.orderedOn.slice(0, 10)}  ${order.email}  THB ${order.payAbleAmount.toFixed(2)}${order.payablePoint > 0 ? ` + ${order.payablePoint} points` : ''}  ${order.subOrders} sub-orders, ${order.awaitingShipment} awaiting shipment`,
          ),
          `Page ${page.pageNumber} of ${page.numOfPages} (${page.totalRecords} orders)`,
        ]);
        return EXIT.ok;
      }
      case 'order': {
        const order = await call<OperatorOrder>(io, base, operatorRoutes.operatorOrder, {
          token: signedIn(),
          params: { poNumber: required(target, 'po (the PO number)') },
        });
        print(order, () => orderLines(order));
        return EXIT.ok;
      }
      case 'ship':
        await act(operatorRoutes.operatorShip, {
          carrier: required(values.carrier, 'carrier'),
          trackingNumber: required(values.tracking, 'tracking'),
          expectedDeliveryDate: required(values.expected, 'expected'),
          ...(values['carrier-url'] === undefined ? {} : { carrierUrl: values['carrier-url'] }),
          ...(values.on === undefined ? {} : { shippedOn: values.on }),
        });
        return EXIT.ok;
      case 'deliver':
        await act(
          operatorRoutes.operatorDeliver,
          values.on === undefined ? {} : { deliveredOn: values.on },
        );
        return EXIT.ok;
      case 'cancel':
        await act(operatorRoutes.operatorCancel, values.on === undefined ? {} : { on: values.on });
        return EXIT.ok;
      case 'refund': {
        const validDays = whole(values['valid-days'], 'valid-days');
        await act(operatorRoutes.operatorRefund, {
          ...(values.on === undefined ? {} : { on: values.on }),
          ...(values['as-code'] === true ? { method: 'PROMO_CODE' } : {}),
          ...(validDays === undefined ? {} : { validDays }),
        });
        return EXIT.ok;
      }
      case 'issue-refund-code': {
        const code = await call<OperatorRefundCode>(
          io,
          base,
          operatorRoutes.operatorIssueRefundCode,
          {
            token: signedIn(),
            body: {
              customerEmail: required(values.customer, 'customer'),
              value: required(values.value, 'value'),
              startDate: required(values.start, 'start'),
              expiredDate: required(values.expires, 'expires'),
              description: required(values.description, 'description'),
              thaiDescription: required(values.thai, 'thai'),
              ...(values.code === undefined ? {} : { code: values.code }),
            },
          },
        );
        print(code, () => [
          `${code.promoCode}: ${code.displayValue} for customer ${code.customerId}, ${code.startDate} to ${code.expiredDate}`,
        ]);
        return EXIT.ok;
      }
      default:
        throw new CliError(`unknown command: ${command}\n\n${HELP}`, EXIT.usage);
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return error.code;
    }
    throw error;
  }
}
