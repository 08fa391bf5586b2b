import type { AppLocation, NavigateTo } from './model';

/**
 * A stand-in for `navigateFx` in model tests: it writes each navigation into
 * `navigations` instead of the browser's history and answers the new location,
 * as the real effect does.
 */
export function recordNavigation(navigations: NavigateTo[]) {
  return (to: NavigateTo): AppLocation => {
    navigations.push(to);
    return { pathname: to.pathname, search: to.search };
  };
}
