import type { Lang } from './browser';

/**
 * What the account journeys read and click, in each language, as a shopper
 * sees it on the page (kept here, like `texts.ts`, so a changed message is a
 * change the journeys notice).
 */
export interface AccountTexts {
  readonly signIn: string;
  readonly signUp: string;
  readonly signOut: string;
  readonly greeting: (name: string) => string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly confirmEmail: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly mobileNumber: string;
  readonly wrongCredentials: string;
  readonly quantityInvalid: string;
  readonly checkout: string;
  readonly continueAsGuest: string;
  readonly sessionExpiring: string;
  readonly yes: string;
  readonly no: string;
  readonly sessionExpired: string;
  readonly forgotPassword: string;
  readonly forgotContinue: string;
  readonly passwordRecovery: string;
  readonly resetTitle: string;
  readonly newPassword: string;
  readonly confirmNewPassword: string;
  readonly savePassword: string;
  readonly resetLinkInvalid: string;
  readonly resetNeedsLink: string;
}

export const ACCOUNT_TEXTS: Record<Lang, AccountTexts> = {
  en: {
    signIn: 'Sign In',
    signUp: 'Sign Up',
    signOut: 'Sign Out',
    greeting: (name) => `Hi, ${name}`,
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    confirmEmail: 'Confirm email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    mobileNumber: 'Mobile number',
    wrongCredentials: 'Wrong Email or Password',
    quantityInvalid: 'Quantity is invalid',
    checkout: 'Checkout',
    continueAsGuest: 'Continue as guest',
    sessionExpiring: 'Your session is about to expire',
    yes: 'Yes',
    no: 'No',
    sessionExpired: 'Session expired',
    forgotPassword: 'Forgot password?',
    forgotContinue: 'Continue',
    passwordRecovery: 'Password Recovery',
    resetTitle: 'Create a new password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    savePassword: 'Save password',
    resetLinkInvalid:
      'This password recovery link is invalid or has expired. Please ask for a new one.',
    resetNeedsLink: 'This page needs the link from the password recovery e-mail.',
  },
  th: {
    signIn: 'เข้าสู่ระบบ',
    signUp: 'สมัครสมาชิก',
    signOut: 'ออกจากระบบ',
    greeting: (name) => `สวัสดี คุณ${name}`,
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    email: 'อีเมล',
    confirmEmail: 'ยืนยันอีเมล',
    password: 'รหัสผ่าน',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    mobileNumber: 'หมายเลขโทรศัพท์มือถือ',
    wrongCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    quantityInvalid: 'จำนวนไม่ถูกต้อง',
    checkout: 'ชำระเงิน',
    continueAsGuest: 'ดำเนินการต่อแบบผู้เยี่ยมชม',
    sessionExpiring: 'เซสชันของคุณใกล้หมดเวลา',
    yes: 'ใช่',
    no: 'ไม่',
    sessionExpired: 'เซสชันหมดเวลา',
    forgotPassword: 'ลืมรหัสผ่าน?',
    forgotContinue: 'ดำเนินการต่อ',
    passwordRecovery: 'กู้คืนรหัสผ่าน',
    resetTitle: 'ตั้งรหัสผ่านใหม่',
    newPassword: 'รหัสผ่านใหม่',
    confirmNewPassword: 'ยืนยันรหัสผ่านใหม่',
    savePassword: 'บันทึกรหัสผ่าน',
    resetLinkInvalid: 'ลิงก์กู้คืนรหัสผ่านนี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
    resetNeedsLink: 'หน้านี้ต้องเปิดจากลิงก์ในอีเมลกู้คืนรหัสผ่าน',
  },
};

/** A form field by the start of its label (required fields add a star after it). */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
