import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '@rewards/ui';
import { Box, Heading, Text } from '@chakra-ui/react';

function App() {
  return (
    <Box p="8">
      <Heading>Rewards Store</Heading>
      <Text>ร้านค้าแลกของรางวัล</Text>
    </Box>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <UiProvider locale="en">
        <App />
      </UiProvider>
    </BrowserRouter>
  </StrictMode>,
);
