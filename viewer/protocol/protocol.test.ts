import { describe, expect, it, vi } from 'vitest';
import {
  decodeFileParam,
  encodeFileParam,
  isTrustedOrigin,
  parseFilesMessage,
  parseViewerCommand,
  parseViewerEvent,
} from './index.ts';

const camera = { position: [1, 2, 3], target: [0, 0, 0], up: [0, 1, 0], fov: 60 };

describe('viewer protocol', () => {
  it('parses a valid command and keeps its fields', () => {
    const warn = vi.fn();
    expect(parseViewerCommand({ type: 'setCameraPosition', camera, durationMs: 0 }, warn)).toEqual({
      type: 'setCameraPosition',
      camera,
      durationMs: 0,
    });
    expect(parseViewerCommand({ type: 'getCurrentCamera', requestId: 'r1' }, warn)).toEqual({
      type: 'getCurrentCamera',
      requestId: 'r1',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores unknown and malformed messages with a warning, never throws', () => {
    const warn = vi.fn();
    expect(parseViewerCommand({ type: 'formatDisk' }, warn)).toBeNull();
    // camera data is accepted only with position, target, up and a numeric fov
    expect(
      parseViewerCommand({ type: 'setCameraPosition', camera: { ...camera, fov: 'wide' } }, warn),
    ).toBeNull();
    expect(
      parseViewerCommand({ type: 'setCameraPosition', camera: { position: [0, 0, 0] } }, warn),
    ).toBeNull();
    expect(
      parseViewerCommand({ type: 'setLayerVisibility', layer: 'walls', visible: true }, warn),
    ).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
    expect(parseViewerCommand('hello', warn)).toBeNull();
    expect(parseViewerCommand(null, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4); // untyped noise from other scripts is not worth a warning
  });

  it('parses events and the files-screen messages', () => {
    expect(parseViewerEvent({ type: 'cameraChanged', camera })?.type).toBe('cameraChanged');
    expect(parseViewerEvent({ type: 'viewerReady', renderer: 'webgl' })).toEqual({
      type: 'viewerReady',
      renderer: 'webgl',
    });
    expect(parseFilesMessage({ type: 'FILE_FILTER_CHANGED', filter: 'splat' })).toEqual({
      type: 'FILE_FILTER_CHANGED',
      filter: 'splat',
    });
    expect(parseFilesMessage({ type: 'FILE_FILTER_CHANGED', filter: 'pdf' }, () => {})).toBeNull();
    expect(
      parseFilesMessage({
        type: 'FILE_PREVIEW_CHANGED',
        previewFile: 'dev/u/p/scene.ply',
        isSplatFile: true,
      }),
    ).not.toBeNull();
  });

  it('validates VIEWER_SETTINGS_UPDATE keys and values', () => {
    const warn = vi.fn();
    expect(
      parseViewerCommand({ type: 'VIEWER_SETTINGS_UPDATE', settings: { fov: 50, bg: '#fff' } }, warn),
    ).not.toBeNull();
    expect(parseViewerCommand({ type: 'VIEWER_SETTINGS_UPDATE', settings: { 'a b': 1 } }, warn)).toBeNull();
    expect(
      parseViewerCommand({ type: 'VIEWER_SETTINGS_UPDATE', settings: { x: { y: 1 } } }, warn),
    ).toBeNull();
  });

  it('trusts the same origin, or localhost on both sides, only', () => {
    expect(isTrustedOrigin('https://atrium.example', 'https://atrium.example')).toBe(true);
    expect(isTrustedOrigin('http://localhost:5173', 'http://127.0.0.1:3000')).toBe(true);
    expect(isTrustedOrigin('https://evil.example', 'https://atrium.example')).toBe(false);
    expect(isTrustedOrigin('https://evil.example', 'http://localhost:3000')).toBe(false);
    expect(isTrustedOrigin('http://localhost:3000', 'https://atrium.example')).toBe(false);
    expect(isTrustedOrigin('null', 'https://atrium.example')).toBe(false);
  });

  it('round-trips the file parameter and allows only http(s) or same-origin', () => {
    const origin = 'https://atrium.example';
    expect(decodeFileParam(encodeFileParam('https://cdn.example/a b/scène.splat'), origin)).toBe(
      'https://cdn.example/a%20b/sc%C3%A8ne.splat',
    );
    expect(decodeFileParam(encodeFileParam('dev/alice/p1/scene.ply'), origin)).toBe(
      'https://atrium.example/dev/alice/p1/scene.ply',
    );
    expect(decodeFileParam(encodeFileParam('/files/x.zip'), origin)).toBe(
      'https://atrium.example/files/x.zip',
    );
    expect(decodeFileParam(encodeFileParam('javascript:alert(1)'), origin)).toBeNull();
    expect(decodeFileParam(encodeFileParam('data:text/plain,hi'), origin)).toBeNull();
    expect(decodeFileParam(encodeFileParam('//evil.example/x.ply'), origin)).toBeNull();
    expect(decodeFileParam('%%%not base64', origin)).toBeNull();
  });
});

describe('venue planner messages', () => {
  it('accepts the planner tools and the new commands, keeping the old shapes valid', () => {
    const warn = vi.fn();
    expect(parseViewerCommand({ type: 'setTool', tool: 'polygon' }, warn)).toEqual({
      type: 'setTool',
      tool: 'polygon',
    });
    expect(parseViewerCommand({ type: 'setTool', tool: 'measure' }, warn)).toEqual({
      type: 'setTool',
      tool: 'measure',
    });
    expect(parseViewerCommand({ type: 'levelScene' }, warn)).toEqual({ type: 'levelScene' });
    expect(parseViewerCommand({ type: 'calibrateScale', realDistance: 12, units: 'feet' }, warn)).toEqual({
      type: 'calibrateScale',
      realDistance: 12,
      units: 'feet',
    });
    const annotation = {
      id: 'a',
      type: 'polygon',
      vertices: [{ x: 0, y: 0, z: 0 }],
      notes: 'kept',
      custom: { any: 1 },
    };
    expect(parseViewerCommand({ type: 'setAnnotations', annotations: [annotation] }, warn)).toEqual({
      type: 'setAnnotations',
      annotations: [annotation],
    });
    expect(parseViewerEvent({ type: 'drawingCancelled' }, warn)).toEqual({ type: 'drawingCancelled' });
    expect(parseViewerEvent({ type: 'drawingCancelled', tool: 'line', reason: 'timeout' }, warn)).toEqual({
      type: 'drawingCancelled',
      tool: 'line',
      reason: 'timeout',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a bad frame, a zero calibration distance and an annotation without an id', () => {
    const warn = vi.fn();
    expect(
      parseViewerCommand(
        { type: 'setSceneFrame', frame: { up: [0, 1], floor: 0, metersPerUnit: null, levelledBy: 'fit' } },
        warn,
      ),
    ).toBeNull();
    expect(parseViewerCommand({ type: 'calibrateScale', realDistance: 0, units: 'meters' }, warn)).toBeNull();
    expect(parseViewerCommand({ type: 'setAnnotations', annotations: [{ type: 'point' }] }, warn)).toBeNull();
    // A tool is named by the viewer (plannerTools); a name that cannot be a tool's is malformed.
    expect(parseViewerCommand({ type: 'setTool', tool: 'Eraser tool' }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('refuses a zone the viewer reports with a type outside the spec’s list, saying which', () => {
    const warn = vi.fn();
    const zone = { id: 'z1', name: 'Bar', geometry: { boundary: [] } };
    for (const type of ['space', 'zone', 'layout', 'restriction', 'Zone', null, undefined]) {
      expect(
        parseViewerEvent({ type: 'segmentationCreated', segmentation: { ...zone, type } }, warn),
      ).not.toBeNull();
    }
    expect(warn).not.toHaveBeenCalled();
    const reported = { type: 'segmentationUpdated', segmentation: { ...zone, type: 'dance_floor' } };
    expect(parseViewerEvent(reported, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Malformed segmentationUpdated message was ignored', [
      expect.objectContaining({
        path: ['segmentation', 'type'],
        message: 'Unsupported segmentation type "dance_floor". Allowed: space, zone, layout, restriction.',
      }),
    ]);
    // What the page pushes is its stored data: a newer client's type is still drawn.
    const pushed = { type: 'setSegmentations', segmentations: [{ ...zone, type: 'dance_floor' }] };
    expect(parseViewerCommand(pushed, warn)).not.toBeNull();
  });

  it("carries the viewer's tool descriptions to the page", () => {
    const warn = vi.fn();
    const point = { name: 'point', label: 'Point', modes: ['annotate', 'draw'], icon: 'point', key: 1 };
    expect(parseViewerEvent({ type: 'plannerTools', requestId: 'r1', tools: [point] }, warn)).toEqual({
      type: 'plannerTools',
      requestId: 'r1',
      tools: [point],
    });
    expect(parseViewerCommand({ type: 'getPlannerTools', requestId: 'r1' }, warn)).toEqual({
      type: 'getPlannerTools',
      requestId: 'r1',
    });
    // A mode the page does not have, or a key that is not a digit, is refused.
    expect(
      parseViewerEvent(
        { type: 'plannerTools', requestId: 'r1', tools: [{ ...point, modes: ['edit'] }] },
        warn,
      ),
    ).toBeNull();
    expect(
      parseViewerEvent({ type: 'plannerTools', requestId: 'r1', tools: [{ ...point, key: 0 }] }, warn),
    ).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('carries comment pins, the scene-point pick and its answers (issue #28)', () => {
    const warn = vi.fn();
    const pin = { id: 'c1', position: [1, 0, 2], count: 3, resolved: false, selected: true };
    expect(parseViewerCommand({ type: 'setCommentPins', pins: [pin] }, warn)).toEqual({
      type: 'setCommentPins',
      pins: [pin],
    });
    expect(parseViewerCommand({ type: 'pickScenePoint', requestId: 'p1' }, warn)).toEqual({
      type: 'pickScenePoint',
      requestId: 'p1',
    });
    const picked = { type: 'scenePointPicked', requestId: 'p1', position: [1, 0, 2] };
    expect(parseViewerEvent(picked, warn)).toEqual(picked);
    const onZone = { ...picked, target: { kind: 'zone', id: 'z1' } };
    expect(parseViewerEvent(onZone, warn)).toEqual(onZone);
    expect(parseViewerEvent({ type: 'scenePointPickCancelled', requestId: 'p1' }, warn)).not.toBeNull();
    expect(parseViewerEvent({ type: 'commentPinSelected', id: 'c1' }, warn)).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    // Up to 500 pins; a target is a placed model or a zone; a pick needs its requestId.
    const pins = Array.from({ length: 501 }, (_, i) => ({ ...pin, id: `c${i}` }));
    expect(parseViewerCommand({ type: 'setCommentPins', pins }, warn)).toBeNull();
    expect(parseViewerEvent({ ...picked, target: { kind: 'annotation', id: 'a' } }, warn)).toBeNull();
    expect(parseViewerCommand({ type: 'pickScenePoint' }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
