import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { type MakeListInput, makeListMachine, makeListView } from '../make-list/make-list-machine';

export function useMakeList(input: MakeListInput) {
  const [snapshot, send] = useMachine(makeListMachine, { input });
  useEffect(() => send({ type: 'makes.change', makes: input.makes }), [input.makes, send]);
  return {
    ...makeListView(snapshot),
    openModels: snapshot.context.openModels,
    toggle: () => send({ type: 'toggle' }),
    toggleModels: (make: string) => send({ type: 'models.toggle', make }),
  };
}
