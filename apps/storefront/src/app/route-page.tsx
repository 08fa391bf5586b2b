import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useLocation, useParams, useRouteError } from 'react-router-dom';
import { createEvent } from 'effector';
import { useUnit } from 'effector-react';
import { chakra } from '@chakra-ui/react';
import { useMessage, useText } from '../shared/i18n';
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
  useEffect(() => opened(), [key]);
  const { Component } = page;
  return (
    <>
      <PageHeadOf page={page} />
      <Component />
    </>
  );
}

/** A page that failed to render: the layout stays, with the spec's message in its place. */
export function RouteError(): ReactNode {
  const message = useMessage();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Page>
      <chakra.p role="alert" fontSize="lg" py="12" textAlign="center">
        {message('storefront.error.crash')}
      </chakra.p>
    </Page>
  );
}
