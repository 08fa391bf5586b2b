export { client, installApiTransport, setApiToken, type ApiTransport } from './client';
export { apiLang, setApiLang } from './lang';
