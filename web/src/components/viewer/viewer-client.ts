/**
 * The app's side of the window-message protocol for one viewer iframe, without React: readiness (the
 * viewerReady event, or an answer to the 1 s poll), pushes retried 3 times with 300 ms × attempt,
 * getCurrentCamera with a requestId and a 5 s timeout, and scene loads refused while one is running.
 */
import {
  type CameraState,
  type PlannerToolDescription,
  parseViewerEvent,
  VIEWER_FRAME_POLL_MS,
  VIEWER_PUSH_RETRIES,
  VIEWER_PUSH_RETRY_BASE_MS,
  VIEWER_QUERY_TIMEOUT_MS,
  type ViewerCommand,
  type ViewerEvent,
} from '#protocol/index.ts';

export type ViewerStatus = 'loading' | 'ready' | 'missing';
/** The viewer's answer to getPlanBackdrop (the plan's exports). */
export type PlanBackdrop = Extract<ViewerEvent, { type: 'planBackdrop' }>;

const PLAN_BACKDROP_TIMEOUT_MS = 60_000;

export interface ViewerClientOptions {
  /** The viewer's origin (the site's own in production); messages from elsewhere are not events. */
  origin: string;
  onStatus?: (status: ViewerStatus) => void;
  onEvent?: (event: ViewerEvent) => void;
  /** Polls without an answer, after the frame loaded, before the viewer is declared missing. */
  maxPolls?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ViewerClient {
  status: ViewerStatus = 'loading';
  /** True between a scene load's start and its sceneLoaded/sceneLoadFailed. */
  sceneLoading = false;
  private frame: HTMLIFrameElement | null = null;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private polls = 0;
  private frameLoaded = false;
  /** Queries waiting for their answer, by requestId: the event type that answers, and who waits. */
  private readonly pending = new Map<
    string,
    { answer: ViewerEvent['type']; resolve: (answer: ViewerEvent | null) => void }
  >();
  private nextId = 0;

  constructor(private readonly options: ViewerClientOptions) {
    window.addEventListener('message', this.onMessage);
  }

  /** Attaches the iframe (again after its src changed): readiness starts over. */
  attach(frame: HTMLIFrameElement, withScene = true) {
    this.frame = frame;
    this.frameLoaded = false;
    this.polls = 0;
    this.sceneLoading = withScene; // the src carries the first scene
    this.setStatus('loading');
    frame.addEventListener('load', () => {
      this.frameLoaded = true;
    });
    clearInterval(this.pollTimer);
    this.pollTimer = setInterval(() => this.poll(), VIEWER_FRAME_POLL_MS);
  }

  private poll() {
    if (this.status !== 'loading') return;
    // The viewer may have announced itself before we listened: ask it something it always answers.
    this.post({ type: 'getCurrentCamera', requestId: `poll-${this.nextId++}` });
    if (this.frameLoaded && ++this.polls > (this.options.maxPolls ?? 10)) this.setStatus('missing');
  }

  private setStatus(status: ViewerStatus) {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private readonly onMessage = (event: MessageEvent) => {
    if (!this.frame || event.source !== this.frame.contentWindow || event.origin !== this.options.origin)
      return;
    const data = parseViewerEvent(event.data, () => {});
    if (!data) return;
    if (data.type === 'viewerReady' || data.type === 'currentCamera') this.setStatus('ready');
    if (data.type === 'sceneLoadProgress') this.sceneLoading = true;
    if (data.type === 'sceneLoaded' || data.type === 'sceneLoadFailed') this.sceneLoading = false;
    const requestId = 'requestId' in data ? data.requestId : undefined;
    const waiting = requestId === undefined ? undefined : this.pending.get(requestId);
    if (requestId !== undefined && waiting?.answer === data.type) {
      this.pending.delete(requestId);
      waiting.resolve(data);
    }
    this.options.onEvent?.(data);
  };

  private post(command: ViewerCommand): boolean {
    const target = this.frame?.contentWindow;
    if (!target) return false;
    target.postMessage(command, this.options.origin);
    return true;
  }

  /** Sends a command once the viewer is ready, retrying 3 times (300 ms × attempt); false when it never was. */
  async push(command: ViewerCommand): Promise<boolean> {
    for (let attempt = 0; attempt <= VIEWER_PUSH_RETRIES; attempt++) {
      if (attempt > 0) await sleep(VIEWER_PUSH_RETRY_BASE_MS * attempt);
      if (this.status === 'ready' && this.post(command)) return true;
    }
    return false;
  }

  /** Gives the viewer the keyboard (its shortcuts listen inside the frame, where the focus must be). */
  focus() {
    this.frame?.contentWindow?.focus();
  }

  /** Loads another scene into the running viewer; refused (false) while one is loading. */
  async loadScene(fileUrl: string): Promise<boolean> {
    if (this.sceneLoading) return false;
    this.sceneLoading = true;
    const sent = await this.push({ type: 'loadScene', fileUrl });
    if (!sent) this.sceneLoading = false;
    return sent;
  }

  /** The viewer's camera, or null after 5 s without an answer (a failure is ignored, as the spec says). */
  async getCurrentCamera(): Promise<CameraState | null> {
    const ask = { type: 'getCurrentCamera', requestId: this.requestId('camera') } as const;
    const answer = await this.query(ask, 'currentCamera');
    return answer?.type === 'currentCamera' ? answer.camera : null;
  }

  /** The planner tools the viewer has, in toolbar order; null after 5 s without an answer. */
  async getPlannerTools(): Promise<PlannerToolDescription[] | null> {
    const ask = { type: 'getPlannerTools', requestId: this.requestId('tools') } as const;
    const answer = await this.query(ask, 'plannerTools');
    return answer?.type === 'plannerTools' ? answer.tools : null;
  }

  /** A picture of the viewer's current view, `size` px square, as a data URL; null without an answer. */
  async renderThumbnail(size: number): Promise<string | null> {
    const ask = {
      type: 'renderThumbnail',
      requestId: this.requestId('thumbnail'),
      width: size,
      height: size,
    } as const;
    const answer = await this.query(ask, 'thumbnailReady');
    return answer?.type === 'thumbnailReady' ? answer.dataUrl : null;
  }

  /** The scan from above and the models' footprints for the plan's exports; null after 60 s without an answer. */
  async getPlanBackdrop(image = true): Promise<PlanBackdrop | null> {
    const ask = { type: 'getPlanBackdrop', requestId: this.requestId('backdrop'), image } as const;
    // A software renderer sorts a big scene for seconds before it draws the picture.
    const answer = await this.query(ask, 'planBackdrop', PLAN_BACKDROP_TIMEOUT_MS);
    return answer?.type === 'planBackdrop' ? answer : null;
  }

  private requestId(what: string) {
    return `${what}-${Date.now()}-${this.nextId++}`;
  }

  /** Sends a query and waits for the event that answers its requestId (null after 5 s or unsent). */
  private query(
    command: ViewerCommand & { requestId: string },
    answer: ViewerEvent['type'],
    timeoutMs = VIEWER_QUERY_TIMEOUT_MS,
  ): Promise<ViewerEvent | null> {
    const { requestId } = command;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        resolve(null);
      }, timeoutMs);
      this.pending.set(requestId, {
        answer,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      });
      void this.push(command).then((sent) => {
        if (!sent) {
          clearTimeout(timer);
          this.pending.delete(requestId);
          resolve(null);
        }
      });
    });
  }

  dispose() {
    clearInterval(this.pollTimer);
    window.removeEventListener('message', this.onMessage);
    for (const { resolve } of this.pending.values()) resolve(null);
    this.pending.clear();
  }
}
