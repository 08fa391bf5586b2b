import type { MouseEvent } from 'react';
import { useUnit } from 'effector-react';
import { DEFAULT_LANGUAGE } from '@rewards/domain';
import type { UiLinkComponentProps } from '@rewards/ui';
import { parseLang, parseQuery, withLang } from '../url/query';
import { $location, navigateFx } from './model';

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (target === undefined || target === '_self')
  );
}

/**
 * The link the design system renders for in-shop addresses: a real `<a href>`
 * (it opens in a new tab, it can be copied) whose plain click moves within the
 * shop without a reload, with the page's `lang` added when the address lacks
 * it (spec section 2: every URL carries lang). Other addresses stay plain.
 */
export function RouterLink({ href, ref, onClick, target, ...rest }: UiLinkComponentProps) {
  const [location, navigate] = useUnit([$location, navigateFx]);
  if (!href.startsWith('/') || href.startsWith('//')) {
    return <a href={href} ref={ref} onClick={onClick} target={target} {...rest} />;
  }
  const lang = parseLang(parseQuery(location.search).lang) ?? DEFAULT_LANGUAGE;
  const to = withLang(href, lang);
  return (
    <a
      href={to}
      ref={ref}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event, target)) return;
        event.preventDefault();
        const url = new URL(to, window.location.origin);
        void navigate({ pathname: url.pathname, search: url.search });
      }}
    />
  );
}
