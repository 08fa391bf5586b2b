export { client } from './client';
export { apiLang, setApiLang } from './lang';
