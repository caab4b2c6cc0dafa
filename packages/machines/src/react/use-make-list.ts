import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type MakeListInput, makeListMachine, makeListView } from '../make-list/make-list-machine';

export function useMakeList(input: MakeListInput) {
  const [snapshot, send] = useMachine(makeListMachine, { input });
  // The machine starts with the first list; only a later list is news to it.
  // Sending the first one again would change the snapshot just after hydration
  // and redraw the make list at once, in the same long task.
  const sent = useRef(input.makes);
  useEffect(() => {
    if (sent.current === input.makes) return;
    sent.current = input.makes;
    send({ type: 'makes.change', makes: input.makes });
  }, [input.makes, send]);
  return {
    ...makeListView(snapshot),
    openModels: snapshot.context.openModels,
    toggle: () => send({ type: 'toggle' }),
    toggleModels: (make: string) => send({ type: 'models.toggle', make }),
  };
}
