import {
  AttachFileQuery,
  CaseParams,
  FeedbackForm,
  FeedbackReceived,
  FeedbackThread,
  FileBytes,
  OperatorAnswerForm,
  OperatorCaseParams,
  OperatorCaseThread,
  OperatorCases,
  OperatorCasesQuery,
  SubjectTopics,
  Tickets,
} from '../support';
import { route } from './route';

/**
 * Help & Contact (spec sections 2, 3 and 7): the subjects, the contact form
 * (multipart, a visitor's or a customer's), the signed-in customer's tickets
 * and threads (reading one marks it read), the download of a case's files by
 * its owner, and the operators' side under `/operator/cases` (list, read,
 * answer with text and files, close).
 */
export const supportRoutes = {
  subjectTopics: route({ method: 'GET', path: '/subject-management', response: SubjectTopics }),
  tickets: route({ method: 'GET', path: '/feedback', response: Tickets, auth: 'required' }),
  /** `multipart/form-data`: the fields of `FeedbackForm`, files as `att1`..`att10`. */
  sendFeedback: route({
    method: 'POST',
    path: '/feedback',
    body: FeedbackForm,
    bodyMedia: 'multipart/form-data',
    response: FeedbackReceived,
    auth: 'optional',
  }),
  searchFeedback: route({
    method: 'GET',
    path: '/feedback/searchFeedback/:caseId',
    params: CaseParams,
    response: FeedbackThread,
    auth: 'required',
  }),
  /** The same as the GET, for clients that search with a POST. */
  searchFeedbackPost: route({
    method: 'POST',
    path: '/feedback/searchFeedback/:caseId',
    params: CaseParams,
    response: FeedbackThread,
    auth: 'required',
  }),
  /** The file's bytes, as an attachment (`Content-Disposition: attachment`), to the case's owner only. */
  downloadAttachFile: route({
    method: 'GET',
    path: '/storage/download-attach-file',
    query: AttachFileQuery,
    response: FileBytes,
    responseMedia: 'application/octet-stream',
    auth: 'required',
  }),
  operatorCases: route({
    method: 'GET',
    path: '/operator/cases',
    query: OperatorCasesQuery,
    response: OperatorCases,
    auth: 'operator',
  }),
  operatorCase: route({
    method: 'GET',
    path: '/operator/cases/:ticketId',
    params: OperatorCaseParams,
    response: OperatorCaseThread,
    auth: 'operator',
  }),
  /** `multipart/form-data`: `feedback` and files `att1`..`att10`. */
  operatorAnswerCase: route({
    method: 'POST',
    path: '/operator/cases/:ticketId/answer',
    params: OperatorCaseParams,
    body: OperatorAnswerForm,
    bodyMedia: 'multipart/form-data',
    response: OperatorCaseThread,
    auth: 'operator',
  }),
  operatorCloseCase: route({
    method: 'POST',
    path: '/operator/cases/:ticketId/close',
    params: OperatorCaseParams,
    response: OperatorCaseThread,
    auth: 'operator',
  }),
  /** A file of any case, for an operator. */
  operatorCaseFile: route({
    method: 'GET',
    path: '/operator/case-file',
    query: AttachFileQuery,
    response: FileBytes,
    auth: 'operator',
  }),
} as const;
