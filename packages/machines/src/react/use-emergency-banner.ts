import { useMachine } from '@xstate/react';
import { emergencyBannerMachine } from '../emergency-banner/emergency-banner-machine';

export function useEmergencyBanner({ configured }: { configured: boolean }) {
  const [snapshot, send] = useMachine(emergencyBannerMachine, { input: { configured } });
  return { visible: snapshot.matches('visible'), close: () => send({ type: 'close' }) };
}
