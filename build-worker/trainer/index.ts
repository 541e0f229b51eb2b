/** The CPU Gaussian-splat trainer's public API. */
export { type ColmapModel, readColmapModel } from './colmap.ts';
export { type Dataset, loadDataset } from './dataset.ts';
export { Engine } from './engine.ts';
export type { PointCloud } from './init.ts';
export { decodePly, encodePly, plyToParams } from './ply.ts';
export { decodePng, encodePng } from './png.ts';
export {
  adaptiveIterations,
  DEFAULT_PLATEAU,
  holdOut,
  type PlateauOptions,
  PlateauStop,
} from './schedule.ts';
export { type LearningRates, PAPER_LR, psnr, type TrainOptions, type TrainResult, train } from './train.ts';
export type { Camera, ProgressEvent, View } from './types.ts';
