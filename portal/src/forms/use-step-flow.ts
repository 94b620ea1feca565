/**
 * React binding of the step flow in `step-flow.ts`: holds the state and moves keyboard focus to the step
 * that became current, so a screen-reader user hears the new step instead of staying on a button that
 * may have disappeared (WCAG 2.4.3 focus order).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  canOpen,
  completeStep,
  editStep,
  isDone,
  openStep,
  previousStep,
  startFlow,
  type StepFlow,
  type StepFlowState,
  type StepId,
} from './step-flow';

/** What {@link useStepFlow} returns. */
export interface StepFlowControls<D extends object> {
  readonly state: StepFlowState<D>;
  readonly current: StepId<D>;
  readonly data: Partial<D>;
  /** The guard: every earlier step in force is done. */
  canOpen: (step: StepId<D>) => boolean;
  /** Confirmed and valid now. */
  isDone: (step: StepId<D>) => boolean;
  /** New data for a step (a form's onChange); with `resetsLater`, later steps are forgotten. */
  edit: <S extends StepId<D>>(step: S, value: D[S]) => void;
  /** Confirms a step (optionally with its final value) and moves on when it is valid. */
  complete: <S extends StepId<D>>(step: S, ...value: [D[S]] | []) => void;
  /** Opens a step when the guard allows it. */
  open: (step: StepId<D>) => void;
  /** Opens the step in force before the current one. */
  back: () => void;
  /** Starts over on the first step, without moving focus (the page usually shows a result instead). */
  reset: () => void;
  /**
   * Ref callback for the element that takes focus when `step` becomes current: the step's heading, or a
   * container holding every step. The element needs `tabIndex={-1}` unless it is focusable.
   */
  focusRef: (step: StepId<D>) => (element: HTMLElement | null) => void;
}

/**
 * A step flow held in React state. `flow` may be a new object on each render (its guards usually read
 * live form validity); every action uses the one of the render it was called from.
 */
export function useStepFlow<D extends object>(flow: StepFlow<D>): StepFlowControls<D> {
  const [state, setState] = useState(() => startFlow(flow));
  const elements = useRef(new Map<StepId<D>, HTMLElement>());
  const shown = useRef(state.current);
  const quiet = useRef(false);

  const current = state.current;
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    if (quiet.current) quiet.current = false;
    else elements.current.get(current)?.focus();
  }, [current]);

  const focusRef = useCallback(
    // Kept after unmount: a step shown again registers its new element; focusing a detached one does nothing.
    (step: StepId<D>) => (element: HTMLElement | null) => {
      if (element) elements.current.set(step, element);
    },
    [],
  );

  return {
    state,
    current: state.current,
    data: state.data,
    canOpen: (step) => canOpen(flow, state, step),
    isDone: (step) => isDone(flow, state, step),
    edit: (step, value) => setState((s) => editStep(flow, s, step, value)),
    complete: (step, ...value) => setState((s) => completeStep(flow, s, step, ...value)),
    open: (step) => setState((s) => openStep(flow, s, step)),
    back: () => setState((s) => ({ ...s, current: previousStep(flow, s.data, s.current) ?? s.current })),
    reset: () => {
      const fresh = startFlow(flow);
      quiet.current = fresh.current !== state.current;
      setState(fresh);
    },
    focusRef,
  };
}
