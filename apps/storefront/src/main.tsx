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

async function boot(): Promise<void> {
  // The libraries, one per task: each is evaluated (and, on a first visit,
  // compiled) on its own instead of all of them at once.
  await import('./app/libraries/react');
  await nextTask();
  await import('./app/libraries/router');
  await nextTask();
  await import('./app/libraries/styles');
  await nextTask();
  await import('./app/libraries/intl');
  await nextTask();
  await import('./app/libraries/state');
  await nextTask();
  await import('./entities/session/model');
  await nextTask();
  await import('./app/layout-model');
  await nextTask();
  await import('./app/layout');
  await nextTask();
  const client = await import('./client');
  await nextTask();
  client.prepareDesignSystem();
  await nextTask();
  await client.start();
}

void boot();
