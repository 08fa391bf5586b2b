import * as t from 'io-ts';

/** `health/live`: the process answers (nothing else is looked at). */
export const Liveness = t.type({ status: t.literal('UP') }, 'Liveness');
export type Liveness = t.TypeOf<typeof Liveness>;

/** One dependency of readiness: whether it answered, and why not when it did not. */
export const ReadinessCheck = t.intersection(
  [t.type({ name: t.string, ok: t.boolean }), t.partial({ detail: t.string })],
  'ReadinessCheck',
);
export type ReadinessCheck = t.TypeOf<typeof ReadinessCheck>;

/**
 * `health/ready`: whether this instance can serve the shop: the database answers,
 * every migration is applied, and Redis answers when one is configured. Answered
 * with 200 when `status` is `UP`, 503 when `DOWN`.
 */
export const Readiness = t.type(
  {
    status: t.union([t.literal('UP'), t.literal('DOWN')]),
    checks: t.readonlyArray(ReadinessCheck),
  },
  'Readiness',
);
export type Readiness = t.TypeOf<typeof Readiness>;
