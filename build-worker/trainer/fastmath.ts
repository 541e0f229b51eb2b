/**
 * exp(x) for x in [-44, 44] (beyond: 0 below, Infinity above), for the compositor: each row of pixels
 * starts its α recurrence with it (exp of the exponent at the first pixel and of the step to the next).
 * Math.exp costs ~10–16 ns on the build VMs; this costs a few and is accurate to ~1.2e-7 relative,
 * about float32 resolution. Float64 (reference) mode uses Math.exp.
 */
const POW2 = new Float64Array(128); // POW2[n + 64] = 2^-n
for (let i = 0; i < 128; i++) POW2[i] = 2 ** (64 - i);

export function fastExp(x: number): number {
  // exp(x) = 2^t, t = x·log2(e) = -n + f with integer n and f in [-0.5, 0.5].
  const t = x * Math.LOG2E;
  const n = Math.round(-t);
  const f = t + n;
  // 2^f: degree-6 Taylor of e^(f·ln2) around 0, relative error < 1.2e-7 on [-0.5, 0.5].
  const p =
    1 +
    f *
      (Math.LN2 +
        f *
          (0.2402265069591007 +
            f *
              (0.05550410866482158 +
                f * (0.009618129107628477 + f * (0.0013333558146428443 + f * 0.00015403530393381606)))));
  const i = n + 64;
  return i < 128 ? (i >= 0 ? p * (POW2[i] as number) : Number.POSITIVE_INFINITY) : 0;
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function logit(p: number): number {
  return Math.log(p / (1 - p));
}
