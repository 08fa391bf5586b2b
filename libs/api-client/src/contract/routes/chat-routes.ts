import { ChatDocumentAnswer, ChatLookupBody, ChatQuestions, ChatShipmentAnswer } from '../chat';
import { route } from './route';

/**
 * The chat widget (spec section 7): its questions in the asked language, and
 * the four lookups a visitor may make with an order's number and its shipping
 * address's e-mail and mobile number. A lookup whose details do not match
 * answers exactly as one for an order that does not exist.
 */
export const chatRoutes = {
  questionRoot: route({ method: 'GET', path: '/question/root', response: ChatQuestions }),
  queryOrderConfirm: route({
    method: 'POST',
    path: '/question/queryOrderConfirm',
    body: ChatLookupBody,
    response: ChatDocumentAnswer,
  }),
  queryShipmentStatus: route({
    method: 'POST',
    path: '/question/queryShipmentStatus',
    body: ChatLookupBody,
    response: ChatShipmentAnswer,
  }),
  queryCreditNotes: route({
    method: 'POST',
    path: '/question/queryCreditNotes',
    body: ChatLookupBody,
    response: ChatDocumentAnswer,
  }),
  queryTaxInvoice: route({
    method: 'POST',
    path: '/question/queryTaxInvoice',
    body: ChatLookupBody,
    response: ChatDocumentAnswer,
  }),
} as const;
