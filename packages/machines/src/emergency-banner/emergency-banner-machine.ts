import { setup } from 'xstate';

export type EmergencyBannerInput = {
  /** Whether the site has an emergency banner configured at all. */
  configured: boolean;
};

export type EmergencyBannerEvent = { type: 'close' };

/**
 * The emergency banner is visible until closed (docs/rules.md#emergency-banner).
 * Nothing is stored for it (unlike the popup), so a reload shows it again.
 */
export const emergencyBannerMachine = setup({
  types: {
    context: {} as EmergencyBannerInput,
    events: {} as EmergencyBannerEvent,
    input: {} as EmergencyBannerInput,
  },
  guards: {
    isConfigured: (_, params: { configured: boolean }) => params.configured,
  },
}).createMachine({
  id: 'emergencyBanner',
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        {
          guard: {
            type: 'isConfigured',
            params: ({ context }) => ({ configured: context.configured }),
          },
          target: 'visible',
        },
        { target: 'absent' },
      ],
    },
    visible: { on: { close: 'closed' } },
    closed: { type: 'final' },
    absent: { type: 'final' },
  },
  context: ({ input }) => ({ configured: input.configured }),
});
