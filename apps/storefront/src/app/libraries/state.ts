/** The state manager and its React bindings. */
export { fork } from 'effector';
export { Provider } from 'effector-react';
