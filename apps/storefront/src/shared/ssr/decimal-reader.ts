/** The domain's decimal reader, in a chunk of its own: only pages whose state carries money load it. */
export { decimalFromText } from '@rewards/domain';
