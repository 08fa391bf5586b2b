import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { MaintenancePage as MaintenanceContent } from '@rewards/ui';
import { $checking, maintenanceClosed, maintenanceOpened } from './model';

/** `/maintenance`: the shop is closed; the page polls every 5000 ms and goes home when it opens. */
export function MaintenancePage() {
  const [opened, closed, checking] = useUnit([maintenanceOpened, maintenanceClosed, $checking]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  return (
    <Box as="main" id="main" minH="100vh" display="grid" placeItems="center">
      <MaintenanceContent checking={checking} />
    </Box>
  );
}
