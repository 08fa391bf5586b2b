/**
 * Resolves in a later task of the browser's event loop: work after it does
 * not run in the same long task as the work before it (see `main.tsx`).
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
}
