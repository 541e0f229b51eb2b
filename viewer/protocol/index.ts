/** The window-message protocol between the web app and the viewer pages: one module, imported by both. */
export * from './camera.ts';
export * from './constants.ts';
export * from './device.ts';
export * from './layouts.ts';
export * from './messages.ts';
export * from './planner-tools.ts';
export * from './query-param.ts';
export * from './trust.ts';
