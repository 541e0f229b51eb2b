/**
 * exp(x) for x in [-6, 0], the only range the compositor needs (alpha below 1/255 is skipped before).
 * Math.exp costs ~16 ns on the build VMs; this costs a few and is accurate to ~2e-7 relative,
 * below float32 resolution. Float64 (reference) mode uses Math.exp.
 */
const POW2_NEG = new Float64Array(64);
for (let i = 0; i < 64; i++) POW2_NEG[i] = 2 ** -i;

export function fastExpNeg(x: number): number {
  // exp(x) = 2^t, t = x·log2(e) = -n + f with integer n ≥ 0 and f in [-0.5, 0.5].
  const t = x * Math.LOG2E;
  const n = Math.round(-t);
  const f = t + n;
  // 2^f: degree-6 Taylor of e^(f·ln2) around 0, relative error < 2e-7 on [-0.5, 0.5].
  const p =
    1 +
    f *
      (Math.LN2 +
        f *
          (0.2402265069591007 +
            f *
              (0.05550410866482158 +
                f * (0.009618129107628477 + f * (0.0013333558146428443 + f * 0.00015403530393381606)))));
  return n < 64 ? p * (POW2_NEG[n] as number) : 0;
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function logit(p: number): number {
  return Math.log(p / (1 - p));
}
