import { useMachine } from '@xstate/react';
import { emergencyBannerMachine } from '../emergency-banner/emergencyBannerMachine';

export function useEmergencyBanner({ configured }: { configured: boolean }) {
  const [snapshot, send] = useMachine(emergencyBannerMachine, { input: { configured } });
  return { visible: snapshot.matches('visible'), close: () => send({ type: 'close' }) };
}
