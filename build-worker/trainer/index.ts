/** The CPU Gaussian-splat trainer's public API. */

export { loadDataset } from './dataset.ts';

export { encodePly } from './ply.ts';
export {
  adaptiveIterations,
  DEFAULT_PLATEAU,
  holdOut,
} from './schedule.ts';
export { type TrainResult, train, type ViewQuality } from './train.ts';
