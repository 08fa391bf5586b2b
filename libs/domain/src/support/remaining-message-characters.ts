import { CONTACT_MESSAGE_MAX_LENGTH } from '../config/business-constants';

/**
 * How many characters a contact-us message may still take, for the live
 * counter under the message box ("Message 1-2000 with live counter").
 * Characters are Unicode code points, as the server's text column counts them,
 * so an emoji counts once. Negative when the message is over the limit, so the
 * counter can show by how much.
 */
export function remainingMessageCharacters(message: string | null | undefined): number {
  return CONTACT_MESSAGE_MAX_LENGTH - [...(typeof message === 'string' ? message : '')].length;
}
