import { Box, Button, CloseButton, Group, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from '../forgot-password-form/forgot-password-form';
import { Sheet } from '../sheet/sheet';
import { SignInForm, type SignInFormProps } from '../sign-in-form/sign-in-form';
import { SignUpForm, type SignUpFormProps } from '../sign-up-form/sign-up-form';
import { GuestCheckout, type GuestCheckoutProps } from './guest-checkout';

/**
 * Which of the spec's account modals: `combined` (sign in left, create account
 * right), `signIn`, `signUp`, or `guest` (checkout: sign in, or continue as guest).
 */
export type AuthModalVariant = 'combined' | 'signIn' | 'signUp' | 'guest';

type Side = 'signIn' | 'signUp';

export interface AuthModalProps {
  readonly open: boolean;
  /** Closed by the close button, Escape, a click outside, or OK after a password recovery. */
  readonly onClose: () => void;
  readonly variant: AuthModalVariant;
  readonly signIn: Omit<SignInFormProps, 'onForgotPassword' | 'autoFocus'>;
  readonly signUp: Omit<SignUpFormProps, 'autoFocus'>;
  readonly forgotPassword: Omit<
    ForgotPasswordFormProps,
    'onDone' | 'onBack' | 'titleAs' | 'titleId'
  >;
  /** The guest choice of the `guest` variant. */
  readonly guest?: GuestCheckoutProps;
}

const TITLE = {
  combined: 'auth.modal.label',
  guest: 'auth.modal.label',
  signIn: 'auth.signIn.title',
  signUp: 'auth.signUp.title',
} as const;

/** Moves the focus to the first field marked `data-autofocus` inside the element, once it shows. */
function focusFieldIn(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    // The first one shown: on phones the combined modal keeps the other side's form, hidden.
    const target = [...(root?.querySelectorAll<HTMLElement>('[data-autofocus]') ?? [])].find(
      (element) => element.getClientRects().length > 0,
    );
    target?.focus();
  });
}

function SwitchPrompt(props: {
  readonly question: string;
  readonly action: string;
  readonly onClick: () => void;
}) {
  return (
    <chakra.p fontSize="sm" color="fg.muted">
      {props.question}{' '}
      <Button
        variant="plain"
        size="sm"
        px="0"
        height="auto"
        minH="8"
        color="accent.fg"
        textDecoration="underline"
        onClick={props.onClick}
      >
        {props.action}
      </Button>
    </chakra.p>
  );
}

/**
 * The account modals (spec section 2, "Modals"): centred and wide enough for
 * two columns on wider screens, a full-screen sheet on phones. The combined
 * modal shows sign in and create account side by side, and one side at a time
 * on phones with a switch; each single modal links to the other; the
 * forgot-password view and its 'Password Recovery' answer open inside. The
 * forms are the domain's; closing resets them.
 */
export function AuthModal(props: AuthModalProps) {
  const titleId = useId();
  return (
    <Sheet
      open={props.open}
      onClose={props.onClose}
      labelledBy={titleId}
      size={props.variant === 'combined' || props.variant === 'guest' ? 'lg' : 'md'}
    >
      <AuthModalContent {...props} titleId={titleId} />
    </Sheet>
  );
}

/** The modal's content: mounted while it is open, so its views and forms start afresh. */
function AuthModalContent(props: AuthModalProps & { readonly titleId: string }) {
  const intl = useIntl();
  const [view, setView] = useState<'main' | 'forgot'>('main');
  const [side, setSide] = useState<Side>(props.variant === 'signUp' ? 'signUp' : 'signIn');
  const bodyRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Not on opening: the sheet focuses the first field itself.
    if (!moved.current) return;
    focusFieldIn(bodyRef.current);
  }, [view, side]);

  const goTo = (next: { view?: 'main' | 'forgot'; side?: Side }) => {
    moved.current = true;
    if (next.view !== undefined) setView(next.view);
    if (next.side !== undefined) setSide(next.side);
  };

  const single = props.variant === 'signIn' || props.variant === 'signUp';
  const twoColumns = !single;
  const title = single
    ? side === 'signIn'
      ? 'auth.signIn.title'
      : 'auth.signUp.title'
    : TITLE[props.variant];

  const signInColumn = (
    <Stack
      gap="4"
      as={twoColumns ? 'section' : 'div'}
      aria-labelledby={twoColumns ? `${props.titleId}-in` : undefined}
    >
      {twoColumns ? (
        <chakra.h3 id={`${props.titleId}-in`} fontSize="lg" fontWeight="semibold">
          {intl.formatMessage({ id: 'auth.signIn.title' })}
        </chakra.h3>
      ) : null}
      <chakra.p color="fg.muted">{intl.formatMessage({ id: 'auth.signIn.intro' })}</chakra.p>
      <SignInForm {...props.signIn} autoFocus onForgotPassword={() => goTo({ view: 'forgot' })} />
      {single ? (
        <SwitchPrompt
          question={intl.formatMessage({ id: 'auth.signIn.noAccount' })}
          action={intl.formatMessage({ id: 'auth.signIn.toSignUp' })}
          onClick={() => goTo({ side: 'signUp' })}
        />
      ) : null}
    </Stack>
  );

  const signUpColumn = (
    <Stack
      gap="4"
      as={twoColumns ? 'section' : 'div'}
      aria-labelledby={twoColumns ? `${props.titleId}-up` : undefined}
    >
      {twoColumns ? (
        <chakra.h3 id={`${props.titleId}-up`} fontSize="lg" fontWeight="semibold">
          {intl.formatMessage({ id: 'auth.signUp.title' })}
        </chakra.h3>
      ) : null}
      <chakra.p color="fg.muted">{intl.formatMessage({ id: 'auth.signUp.intro' })}</chakra.p>
      <SignUpForm {...props.signUp} autoFocus />
      {single ? (
        <SwitchPrompt
          question={intl.formatMessage({ id: 'auth.signUp.haveAccount' })}
          action={intl.formatMessage({ id: 'auth.signUp.toSignIn' })}
          onClick={() => goTo({ side: 'signIn' })}
        />
      ) : null}
    </Stack>
  );

  let body: ReactNode;
  if (view === 'forgot') {
    body = (
      <ForgotPasswordForm
        {...props.forgotPassword}
        titleId={props.titleId}
        titleAs="h2"
        onDone={props.onClose}
        onBack={() => goTo({ view: 'main' })}
      />
    );
  } else if (single) {
    body = side === 'signIn' ? signInColumn : signUpColumn;
  } else {
    const second =
      props.variant === 'guest' && props.guest !== undefined ? (
        <GuestCheckout {...props.guest} />
      ) : (
        signUpColumn
      );
    const sides = props.variant === 'combined';
    body = (
      <Stack gap="5">
        {sides ? (
          <Group
            attached
            width="full"
            display={{ base: 'flex', md: 'none' }}
            role="group"
            aria-label={intl.formatMessage({ id: 'auth.modal.sides' })}
          >
            {(['signIn', 'signUp'] as const).map((choice) => (
              <Button
                key={choice}
                flex="1"
                variant={side === choice ? 'solid' : 'outline'}
                colorPalette={side === choice ? 'accent' : undefined}
                aria-pressed={side === choice}
                onClick={() => setSide(choice)}
              >
                {intl.formatMessage({ id: `auth.${choice}.title` })}
              </Button>
            ))}
          </Group>
        ) : null}
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} rowGap="8">
          <Box
            display={{ base: !sides || side === 'signIn' ? 'block' : 'none', md: 'block' }}
            pe={{ md: '10' }}
            borderEndWidth={{ md: '1px' }}
            borderColor="border"
          >
            {signInColumn}
          </Box>
          <Box
            display={{ base: !sides || side === 'signUp' ? 'block' : 'none', md: 'block' }}
            ps={{ md: '10' }}
            borderTopWidth={{ base: sides ? '0' : '1px', md: '0' }}
            pt={{ base: sides ? '0' : '6', md: '0' }}
            borderColor="border"
          >
            {second}
          </Box>
        </Box>
      </Stack>
    );
  }

  return (
    <>
      <Box display="flex" alignItems="flex-start" gap="2" px="6" pt="5" pb="3">
        {view === 'forgot' ? (
          <Box flex="1" />
        ) : (
          <chakra.h2 id={props.titleId} flex="1" fontSize="xl" fontWeight="semibold">
            {intl.formatMessage({ id: title })}
          </chakra.h2>
        )}
        <CloseButton
          size="sm"
          me="-2"
          aria-label={intl.formatMessage({ id: 'auth.modal.close' })}
          onClick={props.onClose}
        />
      </Box>
      <Box ref={bodyRef} flex="1" overflowY="auto" px="6" pb="6">
        {body}
      </Box>
    </>
  );
}
