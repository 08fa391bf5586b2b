export { client, installApiTransport, type ApiTransport } from './client';
export { apiLang, setApiLang } from './lang';
