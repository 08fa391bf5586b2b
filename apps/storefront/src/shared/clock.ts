import { createEffect } from 'effector';

/** The time now, for rules that depend on it (end dates); tests give a fixed one. */
export const readClockFx = createEffect((): Date => new Date());
