/** Emotion and the design system's provider. */
export { ChakraProvider } from '@chakra-ui/react';
