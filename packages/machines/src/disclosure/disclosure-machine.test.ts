import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { disclosureMachine, disclosureView } from './disclosure-machine';

const long = (n: number) => 'a'.repeat(n);

describe('disclosureMachine', () => {
  it('a description of exactly 200 characters shows whole with no toggle', () => {
    const actor = createActor(disclosureMachine, {
      input: { text: long(200), kind: 'description' },
    }).start();
    expect(actor.getSnapshot().value).toBe('whole');
    expect(disclosureView(actor.getSnapshot())).toEqual({
      text: long(200),
      toggleLabel: null,
      expanded: true,
    });
  });

  it('a description over 200 shows its first 160 with View more, then all with View less', () => {
    const actor = createActor(disclosureMachine, {
      input: { text: long(201), kind: 'description' },
    }).start();
    expect(actor.getSnapshot().value).toBe('collapsed');
    expect(disclosureView(actor.getSnapshot())).toEqual({
      text: long(160),
      toggleLabel: 'View more',
      expanded: false,
    });
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().value).toBe('expanded');
    expect(disclosureView(actor.getSnapshot())).toEqual({
      text: long(201),
      toggleLabel: 'View less',
      expanded: true,
    });
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('a disclaimer over 200 is cut to 200', () => {
    const actor = createActor(disclosureMachine, {
      input: { text: long(250), kind: 'disclaimer' },
    }).start();
    expect(disclosureView(actor.getSnapshot()).text).toHaveLength(200);
  });

  it('null text shows as empty with no toggle', () => {
    const actor = createActor(disclosureMachine, {
      input: { text: null, kind: 'description' },
    }).start();
    expect(disclosureView(actor.getSnapshot())).toEqual({
      text: '',
      toggleLabel: null,
      expanded: true,
    });
  });

  it('a new text is measured again', () => {
    const actor = createActor(disclosureMachine, {
      input: { text: long(300), kind: 'description' },
    }).start();
    actor.send({ type: 'toggle' });
    actor.send({ type: 'text.change', text: 'short' });
    expect(actor.getSnapshot().value).toBe('whole');
    actor.send({ type: 'text.change', text: long(201) });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });

  it('toggle does nothing on a text shown whole', () => {
    const actor = createActor(disclosureMachine, {
      input: { text: 'short', kind: 'description' },
    }).start();
    actor.send({ type: 'toggle' });
    expect(actor.getSnapshot().value).toBe('whole');
  });
});
