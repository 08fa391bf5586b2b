import {
  Component,
  useEffect,
  useEffectEvent,
  useMemo,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { createEvent } from 'effector';
import { useUnit } from 'effector-react';
import { chakra } from '@chakra-ui/react';
import { useMessage, useText } from '../shared/i18n';
import { installNavigator, locationChanged, markShopLive } from '../shared/router/model';
import {
  $servedLocation,
  headTexts,
  locationKey,
  servedPageTaken,
  type PageHead,
  type PageModule,
} from '../shared/router/page';
import { parseQuery } from '../shared/url/query';
import { Page } from '../shared/ui/page';
import { defaultHead } from './head';

/** Stands in for the opening of a page that loads nothing. */
const nothingToLoad = createEvent<unknown>();

/** Keeps the tab's title and the description in step with the page on screen. */
function HeadSync({ head }: { readonly head: PageHead }) {
  const text = useText();
  const { title, description } = headTexts(head, text);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}

function PageHeadOf({ page }: { readonly page: PageModule }) {
  const head = useUnit(page.$head ?? defaultHead);
  return <HeadSync head={head} />;
}

/**
 * A page of the route table: it loads the page's data whenever the location
 * changes, except for the location the server has just rendered, whose data
 * came with the HTML; and it keeps the tab's title.
 */
export function RoutePage({ page }: { readonly page: PageModule }) {
  const location = useLocation();
  const params = useParams();
  const key = locationKey(location);
  const [served, taken, open] = useUnit([
    $servedLocation,
    servedPageTaken,
    page.opening?.event ?? nothingToLoad,
  ]);
  const opened = useEffectEvent(() => {
    // The page is the deepest part of the tree: once its effects run, the whole page has hydrated.
    markShopLive();
    if (served === key) {
      taken();
      return;
    }
    if (page.opening === undefined) return;
    open(
      page.opening.params({
        params,
        query: parseQuery(location.search),
        location: { pathname: location.pathname, search: location.search },
      }),
    );
  });
  // Each new location (its key says everything the page is opened with) opens the page once.
  useEffect(() => {
    opened();
  }, [key]);
  const { Component } = page;
  // The same element while the page is the same: the page re-renders from its own stores and
  // router hooks, not with this bookkeeping (which changes once, right after hydration, and
  // would otherwise render the whole page again in one piece).
  return useMemo(
    () => (
      <>
        <PageHeadOf page={page} />
        <Component />
      </>
    ),
    [page, Component],
  );
}

/** What a failed page shows: the layout stays, with the spec's message in its place. */
function RouteError() {
  const message = useMessage();
  return (
    <Page>
      <chakra.p role="alert" fontSize="lg" py="12" textAlign="center">
        {message('storefront.error.crash')}
      </chakra.p>
    </Page>
  );
}

interface BoundaryState {
  readonly failed: boolean;
  /** The location the state belongs to: another location starts without the failure. */
  readonly at: string;
}

class PageErrorBoundary extends Component<
  { readonly at: string; readonly children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false, at: this.props.at };

  static getDerivedStateFromProps(
    props: { readonly at: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * A page that throws while rendering shows 'An unexpected error has
 * occurred.' in its place (spec section 8), never a blank page; the next
 * location renders normally again.
 */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  return <PageErrorBoundary at={locationKey(location)}>{children}</PageErrorBoundary>;
}

/**
 * Joins the browser's router and the models: navigations the models ask for
 * go through react-router, and every location the router shows (links, back
 * and forward) reaches `locationChanged`.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const changed = useUnit(locationChanged);
  useEffect(() => {
    installNavigator(async (to, options) => navigate(to, options));
  }, [navigate]);
  const key = locationKey(location);
  const report = useEffectEvent(() =>
    changed({ pathname: location.pathname, search: location.search }),
  );
  useEffect(() => {
    report();
  }, [key]);
  return null;
}
