/** The router. */
export { BrowserRouter } from 'react-router-dom';
