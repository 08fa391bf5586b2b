import { createContext, useContext } from 'react';

/** The path parameters of the route being shown (`categoryId`, `slug`). */
export const RouteParams = createContext<Readonly<Record<string, string>>>({});

/** A path parameter of the current route, or '' when absent. */
export function useRouteParam(name: string): string {
  return useContext(RouteParams)[name] ?? '';
}
