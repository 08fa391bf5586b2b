import type { FastifyInstance } from 'fastify';

/** A valid sign-up form for `email`. */
export function signUpForm(email: string, password = 'Secret123') {
  return {
    firstName: 'Somchai',
    lastName: 'Jaidee',
    email,
    confirmEmail: email,
    password,
    confirmPassword: password,
    mobileNumber: '0812345678',
    termsAcknowledged: true,
  };
}

/** Registers `email` and signs in, answering the token. */
export async function signUpAndIn(app: FastifyInstance, email: string): Promise<string> {
  const registered = await app.inject({
    method: 'POST',
    url: '/backend/api/register',
    payload: signUpForm(email),
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/backend/api/authenticate',
    payload: { username: email, password: 'Secret123' },
  });
  if (signedIn.statusCode !== 200) throw new Error(`authenticate: ${signedIn.body}`);
  return (signedIn.json() as { id_token: string }).id_token;
}

/** The codes of a few items the seed puts on sale. */
export async function someItemCodes(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.query<{ code: string }>('SELECT code FROM item ORDER BY code LIMIT 5');
  return rows.map((row) => row.code);
}

/** A bearer header. */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
