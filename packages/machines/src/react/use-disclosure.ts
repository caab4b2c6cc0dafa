import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import {
  type DisclosureInput,
  disclosureMachine,
  disclosureView,
} from '../disclosure/disclosure-machine';

export function useDisclosure(input: DisclosureInput) {
  const [snapshot, send] = useMachine(disclosureMachine, { input });
  useEffect(() => send({ type: 'text.change', text: input.text ?? null }), [input.text, send]);
  return { ...disclosureView(snapshot), toggle: () => send({ type: 'toggle' }) };
}
