/**
 * The work books' evaluations have done in this isolate: one step for each situation or rule tried
 * and each test evaluated (each alternative of an `or` too). Counted rather than timed, as the
 * solver counts its nodes, so a bound on a book's work holds on any machine: a scan of a whole book
 * takes about as many steps as it has situations, rules and tests (`measureBook`), and a hostile
 * book's cost is bounded by refusing a book too large (the API does, when it stores one).
 * Counted in the loops that evaluate rather than by wrapping each test, which cost the robots 5 %.
 */
export const work = { steps: 0 };

/** The steps taken so far (see `work`): the difference between two readings is the work done between them. */
export const evaluationSteps = (): number => work.steps;
