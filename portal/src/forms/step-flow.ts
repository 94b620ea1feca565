/**
 * A step flow without React (docs/decisions/135-step-flow.md): an ordered list of steps, each holding its
 * data; a step can be opened only when every earlier step in force is done (confirmed by the user and
 * valid now); optional skipping; and, for flows that ask for it, "changing an earlier step resets the
 * later ones" (payments spec "Steps in order: selectAccount, getMethod, getFrequency, getAmount,
 * makePayment. Each valid choice reveals the next step. Changing an earlier step resets the later ones.
 * Invalid input keeps the user on the current step. Wallet methods skip straight to frequency.").
 *
 * Every function is pure and returns a new state, so the rules are unit-tested without rendering and a
 * store (useReducer, zustand) can hold the state.
 */

/** The step names of a flow whose data per step is `D` (`{ stepName: dataOfThatStep }`). */
export type StepId<D> = keyof D & string;

/**
 * What a flow is made of. Validity and skipping may read every step's data (e.g. an e-mail verified for the current
 * address).
 */
export interface StepFlow<D extends object> {
  /** The steps, in order. */
  readonly steps: readonly StepId<D>[];
  /**
   * The guard: the step's data is valid now. Re-read on every question, so data made invalid again closes later steps.
   */
  readonly isValid: (step: StepId<D>, data: Partial<D>) => boolean;
  /** The step is not in force now (e.g. a wallet needs no card entry); skipped steps neither block nor count. */
  readonly isSkipped?: (step: StepId<D>, data: Partial<D>) => boolean;
  /** A changed step forgets the data and confirmations of every later step (payments: yes; registration: no). */
  readonly resetsLater: boolean;
}

/** Where a flow stands. */
export interface StepFlowState<D extends object> {
  /** The step shown (or, for a flow revealed step by step, the last one revealed). */
  readonly current: StepId<D>;
  readonly data: Partial<D>;
  /** Steps the user confirmed (Continue, a choice made); a confirmed step counts as done only while valid. */
  readonly confirmed: readonly StepId<D>[];
}

/** The steps in force for `data`, in order. */
export function activeSteps<D extends object>(flow: StepFlow<D>, data: Partial<D>): StepId<D>[] {
  return flow.steps.filter((s) => !flow.isSkipped?.(s, data));
}

/** True when the user confirmed `step` and its data is valid now. */
export function isDone<D extends object>(flow: StepFlow<D>, state: StepFlowState<D>, step: StepId<D>): boolean {
  return state.confirmed.includes(step) && flow.isValid(step, state.data);
}

/** The guard: `step` is in force and every earlier step in force is done. */
export function canOpen<D extends object>(flow: StepFlow<D>, state: StepFlowState<D>, step: StepId<D>): boolean {
  const active = activeSteps(flow, state.data);
  const index = active.indexOf(step);
  return index >= 0 && active.slice(0, index).every((s) => isDone(flow, state, s));
}

/** The first step in force after `step` (which may itself be skipped now), or undefined at the end. */
export function nextStep<D extends object>(
  flow: StepFlow<D>,
  data: Partial<D>,
  step: StepId<D>,
): StepId<D> | undefined {
  const position = flow.steps.indexOf(step);
  return activeSteps(flow, data).find((s) => flow.steps.indexOf(s) > position);
}

/** The last step in force before `step`, or undefined at the start. */
export function previousStep<D extends object>(
  flow: StepFlow<D>,
  data: Partial<D>,
  step: StepId<D>,
): StepId<D> | undefined {
  const position = flow.steps.indexOf(step);
  return activeSteps(flow, data)
    .filter((s) => flow.steps.indexOf(s) < position)
    .at(-1);
}

/** A new flow on its first step in force. */
export function startFlow<D extends object>(flow: StepFlow<D>, data: Partial<D> = {}): StepFlowState<D> {
  const first = activeSteps(flow, data)[0] ?? flow.steps[0];
  if (first === undefined) throw new Error('A step flow needs at least one step');
  return { current: first, data, confirmed: [] };
}

/**
 * New data for `step`. With `resetsLater`, a value other than the one held makes every later step forget
 * its data and confirmation, and a flow revealed past `step` falls back to it.
 */
export function editStep<D extends object, S extends StepId<D>>(
  flow: StepFlow<D>,
  state: StepFlowState<D>,
  step: S,
  value: D[S],
): StepFlowState<D> {
  const data = { ...state.data, [step]: value } as Partial<D>;
  if (!flow.resetsLater || Object.is(state.data[step], value)) return { ...state, data };
  const position = flow.steps.indexOf(step);
  const later = (s: StepId<D>) => flow.steps.indexOf(s) > position;
  for (const s of flow.steps.filter(later)) delete data[s];
  return {
    current: later(state.current) ? step : state.current,
    data,
    confirmed: state.confirmed.filter((s) => !later(s)),
  };
}

/**
 * The user confirms `step` (optionally with its final value): when valid it counts as confirmed and the
 * flow moves to the next step in force; when invalid the flow stays on `step`. At the last step the flow stays.
 */
export function completeStep<D extends object, S extends StepId<D>>(
  flow: StepFlow<D>,
  state: StepFlowState<D>,
  step: S,
  ...value: [D[S]] | []
): StepFlowState<D> {
  const edited = value.length === 1 ? editStep(flow, state, step, value[0]) : state;
  if (!flow.isValid(step, edited.data)) return { ...edited, current: step };
  const confirmed = edited.confirmed.includes(step) ? edited.confirmed : [...edited.confirmed, step];
  const confirmedState = { ...edited, confirmed };
  return { ...confirmedState, current: nextStep(flow, edited.data, step) ?? step };
}

/** Opens `step` when the guard allows it; otherwise the state is unchanged. */
export function openStep<D extends object>(
  flow: StepFlow<D>,
  state: StepFlowState<D>,
  step: StepId<D>,
): StepFlowState<D> {
  return canOpen(flow, state, step) ? { ...state, current: step } : state;
}
