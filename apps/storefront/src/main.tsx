/**
 * The browser's entry. The shop starts in separate tasks instead of one, so
 * that no single piece of start-up work holds a slow phone's main thread for
 * long (a tap or a scroll in between is answered): the libraries are
 * evaluated, then the API client and the models the frame shows, then the
 * page's frame (header, category bar, footer), then the rest of the shop's
 * modules, then the design system is built, and only then does the page
 * hydrate.
 */
import { nextTask } from './shared/next-task';

/**
 * The modules in the order they are evaluated, each in a task of its own.
 * The libraries come one by one (each is evaluated, and on a first visit
 * compiled, on its own instead of all of them at once), then the session's
 * model with the API client, the frame's models, the frame.
 */
const START_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('./app/libraries/react'),
  () => import('./app/libraries/router'),
  () => import('./app/libraries/styles'),
  () => import('./app/libraries/intl'),
  () => import('./app/libraries/state'),
  () => import('./entities/session/model'),
  () => import('./app/layout-model'),
  () => import('./app/layout'),
];

async function boot(): Promise<void> {
  // The start's milestones, for tools that time it (tools/bench/phone-profile.mjs).
  performance.mark('app-start');
  for (const step of START_STEPS) {
    await step();
    await nextTask();
  }
  const client = await import('./client');
  await nextTask();
  client.prepareDesignSystem();
  await nextTask();
  await client.start();
}

void boot();
