import type { Operator } from '@rewards/api-client/contract';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { hashPassword, needsRehash, verifyPassword, type HashCost } from '../accounts/passwords';
import { LOGIN_ACCOUNT, LOGIN_ADDRESS, type WindowCounter } from '../accounts/throttle';
import { auditRepository } from './audit-repository';
import { operatorRepository, type OperatorRecord } from './operator-repository';

/**
 * Operators' sign-in attempts are counted in the customers' table
 * (`login_attempt`) under keys of their own, so neither role's failures make
 * the other wait.
 */
export const OPERATOR_KEY_PREFIX = 'operator:';

/** What operator sign-in needs. */
export interface OperatorSignInDeps {
  readonly db: Database;
  readonly attempts: WindowCounter;
  readonly cost: HashCost;
  /** A hash of nothing anyone knows: an unknown e-mail takes as long as a wrong password. */
  readonly dummyHash: string;
  issueToken(operatorId: number): Promise<string>;
}

/** An operator as the API answers it. */
export function operatorView(record: OperatorRecord): Operator {
  return { id: record.id, email: record.email, name: record.name, role: record.role };
}

function tooManyFailures(seconds: number): AppError {
  return new AppError(429, 'E429', 'error.tooManyFailures', { values: { seconds } });
}

/**
 * Signs an operator in: an attempt is reserved per client address and per
 * e-mail before the password is checked (the customers' race-free
 * reservation); a right password gives the address's back and forgets the
 * e-mail's failures. A disabled operator is refused like a wrong password.
 */
export async function authenticateOperator(
  deps: OperatorSignInDeps,
  credentials: { readonly email: string; readonly password: string },
  clientAddress: string,
): Promise<{ token: string; operator: Operator }> {
  const account = `${OPERATOR_KEY_PREFIX}${credentials.email.trim().toLowerCase()}`;
  const address = `${OPERATOR_KEY_PREFIX}${clientAddress}`;
  const byAddress = await deps.attempts.reserve(LOGIN_ADDRESS, address);
  if (!byAddress.ok) throw tooManyFailures(byAddress.waitSeconds);
  const byAccount = await deps.attempts.reserve(LOGIN_ACCOUNT, account);
  if (!byAccount.ok) {
    await deps.attempts.release(LOGIN_ADDRESS, address, byAddress.token);
    throw tooManyFailures(byAccount.waitSeconds);
  }
  const operators = operatorRepository(deps.db);
  const record = await operators.findByEmail(credentials.email.trim());
  const matches = await verifyPassword(
    record?.passwordHash ?? deps.dummyHash,
    credentials.password,
  );
  if (record === undefined || !matches || record.disabledAt !== null) {
    throw new AppError(400, 'wrongCredentials', 'operator.wrongCredentials', { appError: true });
  }
  await deps.attempts.clear(LOGIN_ACCOUNT, account);
  await deps.attempts.release(LOGIN_ADDRESS, address, byAddress.token);
  if (needsRehash(record.passwordHash, deps.cost)) {
    await operators.updatePasswordHash(
      record.id,
      await hashPassword(credentials.password, deps.cost),
    );
  }
  return { token: await deps.issueToken(record.id), operator: operatorView(record) };
}

/** The operator of a verified token, if still enabled. */
export async function activeOperator(
  db: Database,
  operatorId: number,
): Promise<OperatorRecord | undefined> {
  const record = await operatorRepository(db).findById(operatorId);
  return record === undefined || record.disabledAt !== null ? undefined : record;
}

/** The signed-in operator as the API answers it. @throws AppError 401 when it is gone or disabled. */
export async function readOperator(db: Database, operatorId: number): Promise<Operator> {
  const record = await activeOperator(db, operatorId);
  if (record === undefined) throw new AppError(401, 'E401', 'error.E401');
  return operatorView(record);
}

/** A new operator account's fields. */
export interface NewOperator {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly role: 'operator' | 'admin';
}

/**
 * Creates an operator with an argon2id hash at the shop's cost. `byOperatorId`
 * is the admin doing it through the API (logged; 403 for an operator who is not
 * an admin); the command line's first operator has none.
 * @throws AppError 409 when the e-mail has an operator already.
 */
export async function createOperator(
  deps: { readonly db: Database; readonly cost: HashCost },
  operator: NewOperator,
  byOperatorId?: number,
): Promise<Operator> {
  const by = byOperatorId === undefined ? undefined : await activeOperator(deps.db, byOperatorId);
  if (byOperatorId !== undefined && by?.role !== 'admin') {
    throw new AppError(403, 'forbidden', 'operator.forbidden', { appError: true });
  }
  const passwordHash = await hashPassword(operator.password, deps.cost);
  return deps.db.transaction(async (tx) => {
    const created = await operatorRepository(tx).create({
      email: operator.email.trim(),
      name: operator.name.trim(),
      passwordHash,
      role: operator.role,
    });
    if (created === undefined) {
      throw new AppError(409, 'emailTaken', 'operator.emailTaken', { appError: true });
    }
    if (by !== undefined) {
      await auditRepository(tx).append({
        operatorId: by.id,
        action: 'create-operator',
        target: `operator:${created.id}`,
        before: null,
        after: operatorView(created),
      });
    }
    return operatorView(created);
  });
}
