import { Link, type LinkProps } from '@chakra-ui/react';
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What the library hands to a link component: an anchor's props with a required `href`. */
export interface UiLinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders an anchor: a plain `<a>`, or the app's router link. */
export type UiLinkComponent = ComponentType<UiLinkComponentProps>;

function PlainAnchor(props: UiLinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = createContext<UiLinkComponent>(PlainAnchor);

export interface UiLinkProviderProps {
  /** Renders every in-shop link of the library (must pass its props on to an `<a>`). */
  readonly component: UiLinkComponent;
  readonly children: ReactNode;
}

/**
 * Lets the app render the library's links with its router (client-side
 * navigation, the `lang` query). Without it, links are plain `<a href>`.
 */
export function UiLinkProvider({ component, children }: UiLinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component of the nearest `UiLinkProvider` (a plain anchor by default). */
export function useUiLink(): UiLinkComponent {
  return useContext(LinkContext);
}

export interface UiLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  readonly href: string;
  /** Opens in a new tab with a plain anchor, outside the app's router. */
  readonly external?: boolean;
}

/** A styled in-shop link, rendered by the app's link component. */
export function UiLink({ href, external = false, children, ...rest }: UiLinkProps) {
  const Anchor = useUiLink();
  if (external) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild {...rest}>
      <Anchor href={href}>{children}</Anchor>
    </Link>
  );
}
