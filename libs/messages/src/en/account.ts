/**
 * The text of the account dialogs (libs/ui): sign in, sign up, forgot
 * password, guest checkout, and the session and promotion sign-in dialogs.
 * The validators' messages ('Email format invalid', 'Please acknowledge T&Cs
 * before entering your email address.', 'Wrong Email or Password'...) are the
 * domain's codes in `domain.ts`.
 */
export const enAccount = {
  'auth.signIn.title': 'Sign In',
  'auth.signIn.intro': 'Sign in with your e-mail address and password.',
  'auth.signIn.email': 'Email',
  'auth.signIn.password': 'Password',
  'auth.signIn.submit': 'Sign In',
  'auth.signIn.forgotPassword': 'Forgot password?',
  'auth.signIn.noAccount': 'New to the store?',
  'auth.signIn.toSignUp': 'Create an account',
  'auth.signUp.title': 'Create an account',
  'auth.signUp.intro': 'Sign up to keep your cart on every device and follow your orders.',
  'auth.signUp.terms': 'I have read and agree to the {terms}.',
  'auth.signUp.termsLink': 'Terms and Conditions',
  'auth.signUp.firstName': 'First name',
  'auth.signUp.lastName': 'Last name',
  'auth.signUp.email': 'Email',
  'auth.signUp.confirmEmail': 'Confirm email',
  'auth.signUp.password': 'Password',
  'auth.signUp.passwordHint':
    'At least 8 characters, with a digit, a lower-case and an upper-case letter.',
  'auth.signUp.confirmPassword': 'Confirm password',
  'auth.signUp.mobileNumber': 'Mobile number',
  'auth.signUp.mobileHint': '9 or 10 digits',
  'auth.signUp.submit': 'Sign Up',
  'auth.signUp.haveAccount': 'Already have an account?',
  'auth.signUp.toSignIn': 'Sign in',
  'auth.signUp.emailMayHaveAccount':
    'If this e-mail already has an account, we have sent it a link to sign in or choose a new password. Please check your inbox.',
  'auth.forgot.title': 'Forgot password',
  'auth.forgot.intro':
    'Enter the e-mail address of your account and we will send you a link to create a new password.',
  'auth.forgot.email': 'Email',
  'auth.forgot.submit': 'Continue',
  'auth.forgot.back': 'Back to sign in',
  'auth.forgot.doneTitle': 'Password Recovery',
  'auth.forgot.doneBody':
    'We have sent a link to create a new password to {email}. Please check your inbox.',
  'auth.reset.title': 'Create a new password',
  'auth.reset.intro': 'Choose the new password for your account.',
  'auth.reset.newPassword': 'New password',
  'auth.reset.confirmPassword': 'Confirm new password',
  'auth.reset.submit': 'Save password',
  'auth.reset.done': 'Your password has been changed. Sign in with the new one.',
  'auth.reset.noKey': 'This page needs the link from the password recovery e-mail.',
  'auth.guest.title': 'Continue as guest',
  'auth.guest.intro':
    'Check out without an account. To ask us about your order later (change of address, cancellation, return or shipping status) you will need to sign up with the same e-mail address.',
  'auth.guest.submit': 'Continue as guest',
  'auth.modal.label': 'Sign in or create an account',
  'auth.modal.close': 'Close',
  'auth.modal.sides': 'Sign in or sign up',
  'auth.submitDisabled': 'Please complete the fields marked above.',
  'auth.submitting': 'Please wait…',
  'session.expiring.title': 'Your session is about to expire',
  'session.expiring.body':
    'You will be signed out in {seconds, plural, one {# second} other {# seconds}}. Do you want to stay signed in?',
  'session.expiring.yes': 'Yes',
  'session.expiring.no': 'No',
  'session.expired.title': 'Session expired',
  'session.expired.body':
    'Your session has expired and you have been signed out. Please sign in again to continue.',
  'session.expired.signIn': 'Sign In',
  'promoSignIn.title': 'Please sign in',
  'promoSignIn.body': 'This promotion code is for signed-in members. Please sign in to use it.',
  'promoSignIn.signIn': 'Sign In',
  'promoSignIn.cancel': 'Not now',
} as const;
