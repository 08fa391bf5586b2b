import type { Migration } from './migrate';
import catalogue from '../../migrations/0001_catalogue.sql';
import content from '../../migrations/0002_content.sql';
import visitors from '../../migrations/0003_visitors.sql';
import retention from '../../migrations/0004_retention.sql';
import accounts from '../../migrations/0005_accounts.sql';
import passwordReset from '../../migrations/0006_password_reset.sql';
import checkout from '../../migrations/0007_checkout.sql';
import loginLimits from '../../migrations/0008_login_limits.sql';
import documents from '../../migrations/0009_documents.sql';
import operators from '../../migrations/0010_operators.sql';
import support from '../../migrations/0011_support.sql';
import customerProfile from '../../migrations/0012_customer_profile.sql';
import chat from '../../migrations/0013_chat.sql';
import creditNotes from '../../migrations/0014_credit_notes.sql';
import refundCoupons from '../../migrations/0015_refund_coupons.sql';

/** Every migration, in order. A new one is a new numbered file added here. */
export const migrations: readonly Migration[] = [
  { version: 1, name: '0001_catalogue', sql: catalogue },
  { version: 2, name: '0002_content', sql: content },
  { version: 3, name: '0003_visitors', sql: visitors },
  { version: 4, name: '0004_retention', sql: retention },
  { version: 5, name: '0005_accounts', sql: accounts },
  { version: 6, name: '0006_password_reset', sql: passwordReset },
  { version: 7, name: '0007_checkout', sql: checkout },
  { version: 8, name: '0008_login_limits', sql: loginLimits },
  { version: 9, name: '0009_documents', sql: documents },
  { version: 10, name: '0010_operators', sql: operators },
  { version: 11, name: '0011_support', sql: support },
  { version: 12, name: '0012_customer_profile', sql: customerProfile },
  { version: 13, name: '0013_chat', sql: chat },
  { version: 14, name: '0014_credit_notes', sql: creditNotes },
  { version: 15, name: '0015_refund_coupons', sql: refundCoupons },
];
