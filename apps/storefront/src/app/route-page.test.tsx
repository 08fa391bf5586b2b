import { describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { fork } from 'effector';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { en } from '@rewards/messages';
import { App } from './app';
import { $servedLocation, locationKey, type PageModule } from '../shared/router/page';
import { RouteErrorBoundary, RoutePage } from './route-page';

/** A document with an empty #root, made global for React (linkedom, no browser). */
function installDocument() {
  const { window, document } = parseHTML(
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  Object.assign(globalThis, {
    window,
    document,
    HTMLElement: window.HTMLElement,
    IS_REACT_ACT_ENVIRONMENT: true,
  });
  // Node has a navigator of its own (since Node 21), a getter that assignment cannot replace.
  Object.defineProperty(globalThis, 'navigator', {
    value: window.navigator,
    configurable: true,
    writable: true,
  });
  return { window, document };
}

function Broken(): never {
  throw new Error('a page that cannot render');
}

describe('a page that throws while rendering', () => {
  it('shows the error text in its place, with the rest of the app still there', async () => {
    const { document } = installDocument();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = createRoot(document.getElementById('root') as unknown as HTMLElement);
    await act(async () => {
      root.render(
        <App scope={fork()} messages={en as never}>
          <MemoryRouter initialEntries={['/broken']}>
            <p>header</p>
            <Routes>
              <Route
                path="/broken"
                element={
                  <RouteErrorBoundary>
                    <Broken />
                  </RouteErrorBoundary>
                }
              />
            </Routes>
          </MemoryRouter>
        </App>,
      );
    });
    const text = document.getElementById('root')?.textContent ?? '';
    expect(text).toContain('header');
    expect(text).toContain(en['storefront.error.crash']);
    root.unmount();
  });
});

describe('the page the server rendered', () => {
  it('is not rendered again when the browser takes it over (only its own stores re-render it)', async () => {
    const { document } = installDocument();
    let commits = 0;
    function Page() {
      // Runs after every commit of the page.
      useEffect(() => {
        commits += 1;
      });
      return <p>the page</p>;
    }
    const page: PageModule = { Component: Page };
    const scope = fork({
      values: [[$servedLocation, locationKey({ pathname: '/p', search: '' })]],
    });
    const root = createRoot(document.getElementById('root') as unknown as HTMLElement);
    await act(async () => {
      root.render(
        <App scope={scope} messages={en as never}>
          <MemoryRouter initialEntries={['/p']}>
            <Routes>
              <Route path="/p" element={<RoutePage page={page} />} />
            </Routes>
          </MemoryRouter>
        </App>,
      );
    });
    // The served location was taken (it changed once, after the first commit).
    expect(scope.getState($servedLocation)).toBeNull();
    // Mounted once, and not rendered again by that change.
    expect(commits).toBe(1);
    root.unmount();
  });
});
