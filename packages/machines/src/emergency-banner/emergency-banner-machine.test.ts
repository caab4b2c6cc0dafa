import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { emergencyBannerMachine } from './emergency-banner-machine';

describe('emergencyBannerMachine', () => {
  it('is visible until closed', () => {
    const actor = createActor(emergencyBannerMachine, { input: { configured: true } }).start();
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows nothing when the site has no banner', () => {
    const actor = createActor(emergencyBannerMachine, { input: { configured: false } }).start();
    expect(actor.getSnapshot().value).toBe('absent');
  });

  it('a fresh actor (a reload) shows the banner again', () => {
    const first = createActor(emergencyBannerMachine, { input: { configured: true } }).start();
    first.send({ type: 'close' });
    const second = createActor(emergencyBannerMachine, { input: { configured: true } }).start();
    expect(second.getSnapshot().value).toBe('visible');
  });
});
