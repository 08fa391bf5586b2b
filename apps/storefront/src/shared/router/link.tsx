import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '@rewards/domain';
import type { UiLinkComponentProps } from '@rewards/ui';
import { parseLang, parseQuery, withLang } from '../url/query';

/**
 * The link the design system renders for in-shop addresses: the router's
 * link (no reload), with the page's `lang` added when the address lacks it
 * (spec section 2: every URL carries lang). Addresses outside the shop stay
 * plain anchors.
 */
export function RouterLink({ href, ref, ...rest }: UiLinkComponentProps) {
  const { search } = useLocation();
  if (!href.startsWith('/') || href.startsWith('//')) return <a href={href} ref={ref} {...rest} />;
  const lang = parseLang(parseQuery(search).lang) ?? DEFAULT_LANGUAGE;
  return <Link to={withLang(href, lang)} ref={ref} {...rest} />;
}
