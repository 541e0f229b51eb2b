/** Set by infra/build/viewer.vite.config.ts: true only in the test build, which installs window.__atriumViewer. */
interface ImportMetaEnv {
  readonly VIEWER_TEST_HOOK: boolean;
}

/** The part of @mkkellogg/gaussian-splats-3d (which ships no types) that the WebGL page uses. */
declare module '@mkkellogg/gaussian-splats-3d' {
  import type { Camera, Object3D, Scene, Vector3, WebGLRenderer } from 'three';

  export const SceneFormat: { Splat: 0; KSplat: 1; Ply: 2; Spz: 3 };
  export const SceneRevealMode: { Default: 0; Gradual: 1; Instant: 2 };
  export const RenderMode: { Always: 0; OnChange: 1; Never: 2 };
  export const LogLevel: { None: 0; Error: 1; Warning: 2; Info: 3; Debug: 4 };

  export interface ViewerOptions {
    renderer?: WebGLRenderer;
    camera?: Camera;
    threeScene?: Scene;
    rootElement?: HTMLElement;
    selfDrivenMode?: boolean;
    useBuiltInControls?: boolean;
    sharedMemoryForWorkers?: boolean;
    gpuAcceleratedSort?: boolean;
    integerBasedSort?: boolean;
    dynamicScene?: boolean;
    sceneRevealMode?: number;
    renderMode?: number;
    logLevel?: number;
    ignoreDevicePixelRatio?: boolean;
    sphericalHarmonicsDegree?: number;
    enableSIMDInSort?: boolean;
    optimizeSplatData?: boolean;
    freeIntermediateSplatData?: boolean;
  }

  export interface AddSplatSceneOptions {
    format?: number;
    showLoadingUI?: boolean;
    progressiveLoad?: boolean;
    splatAlphaRemovalThreshold?: number;
    onProgress?: (percent: number, label: string, status: number) => void;
  }

  export interface SplatMesh extends Object3D {
    getSplatCount(): number;
    getSplatCenter(index: number, out: Vector3): void;
  }

  export class Viewer {
    constructor(options?: ViewerOptions);
    splatMesh: SplatMesh;
    raycaster: {
      setFromCameraAndScreenPosition(
        camera: Camera,
        position: { x: number; y: number },
        dimensions: { x: number; y: number },
      ): void;
      intersectSplatMesh(
        mesh: SplatMesh,
        hits: Array<{ origin: Vector3; normal: Vector3; distance: number; splatIndex: number }>,
      ): void;
    };
    addSplatScene(path: string, options?: AddSplatSceneOptions): Promise<void>;
    update(): void;
    render(): void;
    shouldRender(): boolean;
    forceRenderNextFrame(): void;
    getSplatMesh(): SplatMesh;
    dispose(): Promise<void>;
  }
}
