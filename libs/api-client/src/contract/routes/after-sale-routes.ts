import { IdToken } from '../account';
import {
  AssignPoNumberBody,
  AssignedOrder,
  ChangePasswordBody,
  CustomerProfile,
  DocumentParams,
  DocumentQuery,
  PdfFile,
  ProfileBody,
  RefundCodeSearchBody,
  RefundPromoCodes,
  TransactionHistory,
  TransactionHistoryBody,
} from '../after-sale';
import { route } from './route';

/**
 * The signed-in customer after the sale (spec sections 2, 3 and 7): profile,
 * password, transaction history, the documents of an order, refund promotion
 * codes and assigning a guest order. The whole profile is `customer` (account
 * routes). The documents answer a PDF and take the short-lived document token
 * of the history's URLs, not the session token (their auth is `'none'`).
 */
export const afterSaleRoutes = {
  putCustomerProfile: route({
    method: 'PUT',
    path: '/customer/profile',
    body: ProfileBody,
    response: CustomerProfile,
    auth: 'required',
  }),
  /** Ends every other session of the customer; the answer's token keeps this one signed in. */
  changePassword: route({
    method: 'PUT',
    path: '/customer/change-password',
    body: ChangePasswordBody,
    response: IdToken,
    auth: 'required',
  }),
  transactionHistory: route({
    method: 'POST',
    path: '/transaction/history',
    body: TransactionHistoryBody,
    response: TransactionHistory,
    auth: 'required',
  }),
  assignPoNumber: route({
    method: 'POST',
    path: '/transaction/assignPoNumber',
    body: AssignPoNumberBody,
    response: AssignedOrder,
    auth: 'required',
  }),
  searchRefundPromoCodes: route({
    method: 'POST',
    path: '/promoCode/searchRefundPC',
    body: RefundCodeSearchBody,
    response: RefundPromoCodes,
    auth: 'required',
  }),
  taxInvoiceDocument: route({
    method: 'GET',
    path: '/storage/tax_invoice/:orderNumber',
    params: DocumentParams,
    query: DocumentQuery,
    response: PdfFile,
    responseMedia: 'application/pdf',
  }),
  creditNoteDocument: route({
    method: 'GET',
    path: '/storage/credit_note/:orderNumber',
    params: DocumentParams,
    query: DocumentQuery,
    response: PdfFile,
    responseMedia: 'application/pdf',
  }),
  orderConfirmationDocument: route({
    method: 'GET',
    path: '/storage/order_confirmation/:orderNumber',
    params: DocumentParams,
    query: DocumentQuery,
    response: PdfFile,
    responseMedia: 'application/pdf',
  }),
} as const;
