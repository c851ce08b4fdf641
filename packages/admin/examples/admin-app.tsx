import { GraphSettingsScreen } from '@pulzus/admin';
import { PulzusProvider, Toasts } from '@pulzus/widgets';

export function AdminApp() {
  return (
    <PulzusProvider>
      <GraphSettingsScreen />
      <Toasts />
    </PulzusProvider>
  );
}
