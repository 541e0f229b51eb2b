/** The page's own chrome: loading, error, toolbar (reload, orbit/fly, fullscreen, about) and the about panel. */
import { TOUR_UNSHARED_DETAIL, TOUR_UNSHARED_TITLE, VIEWER_LOAD_ERROR } from '../../protocol/index.ts';

const FULLSCREEN_ICON =
  '<svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.6" aria-hidden="true"><path d="M1.5 5.5v-4h4M10.5 1.5h4v4M14.5 10.5v4h-4M5.5 14.5h-4v-4"/></svg>';

export type ViewerState = 'starting' | 'empty' | 'loading' | 'ready' | 'error';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: Array<Node | string> = [],
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export interface ViewerUiHandlers {
  onReload: () => void;
  onOrbitMode: (mode: 'orbit' | 'fly') => void;
}

export class ViewerUi {
  readonly root: HTMLElement;
  readonly stage: HTMLElement;
  private readonly loading: HTMLElement;
  private readonly loadingText: HTMLElement;
  private readonly progressBar: HTMLElement;
  private readonly progress: HTMLElement;
  private readonly error: HTMLElement;
  private readonly errorDetail: HTMLElement;
  private readonly errorTitle: HTMLElement;
  private readonly retry: HTMLElement;
  private readonly empty: HTMLElement;
  private readonly about: HTMLElement;
  private readonly aboutList: HTMLElement;
  private readonly aboutNote: HTMLElement;
  private readonly cameraReadout: HTMLElement;
  private readonly flyButton: HTMLButtonElement;
  private readonly facts = new Map<string, string>();

  constructor(handlers: ViewerUiHandlers) {
    this.root =
      document.getElementById('viewer-root') ??
      document.body.appendChild(element('div', { id: 'viewer-root' }));
    this.stage = element('div', { className: 'viewer-stage' });
    Object.assign(this.stage.style, { position: 'absolute', inset: '0' });

    this.progress = element('div');
    this.progressBar = element('div', { className: 'viewer-progress' }, [this.progress]);
    this.progressBar.setAttribute('role', 'progressbar');
    this.progressBar.setAttribute('aria-valuemin', '0');
    this.progressBar.setAttribute('aria-valuemax', '100');
    this.loadingText = element('div', { textContent: 'Loading 3D view...' });
    this.loading = element('div', { className: 'viewer-overlay viewer-loading', hidden: true }, [
      this.loadingText,
      this.progressBar,
    ]);
    this.loading.setAttribute('role', 'status');

    this.errorDetail = element('p');
    this.retry = element('button', { type: 'button', textContent: 'Reload' });
    this.retry.addEventListener('click', handlers.onReload);
    this.errorTitle = element('h1', { textContent: VIEWER_LOAD_ERROR });
    this.error = element('div', { className: 'viewer-overlay viewer-error', hidden: true }, [
      this.errorTitle,
      this.errorDetail,
      this.retry,
    ]);
    this.error.setAttribute('role', 'alert');

    this.empty = element('div', { className: 'viewer-overlay', hidden: true }, [
      'No scene file was given to the viewer.',
    ]);

    this.aboutList = element('dl');
    this.aboutNote = element('p', { className: 'viewer-note', hidden: true });
    this.about = element('div', { className: 'viewer-panel', hidden: true }, [
      this.aboutList,
      this.aboutNote,
    ]);
    this.about.setAttribute('role', 'dialog');
    this.about.setAttribute('aria-label', 'About this viewer');

    this.cameraReadout = element('div', { className: 'viewer-camera', hidden: true });

    const button = (label: string, title: string, onClick: () => void) => {
      const b = element('button', { type: 'button', title });
      if (label.startsWith('<svg')) b.innerHTML = label;
      else b.textContent = label;
      b.setAttribute('aria-label', title);
      b.addEventListener('click', onClick);
      return b;
    };
    this.flyButton = button('Fly', 'Fly mode (WASD to move)', () => {
      const fly = this.flyButton.getAttribute('aria-pressed') !== 'true';
      this.flyButton.setAttribute('aria-pressed', String(fly));
      handlers.onOrbitMode(fly ? 'fly' : 'orbit');
    });
    this.flyButton.setAttribute('aria-pressed', 'false');
    const toolbar = element('div', { className: 'viewer-toolbar' }, [
      button('⟳', 'Reload', handlers.onReload),
      this.flyButton,
      button(FULLSCREEN_ICON, 'Fullscreen', () => this.toggleFullscreen()),
      button('i', 'About', () => {
        this.about.hidden = !this.about.hidden;
      }),
    ]);
    // Escape closes the about panel, as it would any popover (the camera keys ignore Escape).
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.about.hidden = true;
    });
    this.root.append(
      this.stage,
      this.loading,
      this.error,
      this.empty,
      this.cameraReadout,
      this.about,
      toolbar,
    );
  }

  setState(state: ViewerState) {
    document.body.dataset.state = state;
    this.loading.hidden = state !== 'loading' && state !== 'starting';
    this.error.hidden = state !== 'error';
    this.empty.hidden = state !== 'empty';
  }

  setLoadingText(text: string) {
    this.loadingText.textContent = text;
  }

  setProgress(percent: number) {
    this.progress.style.width = `${percent}%`;
    this.progressBar.setAttribute('aria-valuenow', String(Math.round(percent)));
  }

  showError(detail: string) {
    this.errorTitle.textContent = VIEWER_LOAD_ERROR;
    this.errorDetail.textContent = detail;
    this.retry.hidden = false;
    this.setState('error');
  }

  /** A published link whose scene was unpublished: not an error to retry, a tour no longer shared. */
  showUnshared() {
    this.errorTitle.textContent = TOUR_UNSHARED_TITLE;
    this.errorDetail.textContent = TOUR_UNSHARED_DETAIL;
    this.retry.hidden = true;
    this.setState('error');
  }

  setFact(label: string, value: string) {
    this.facts.set(label, value);
    this.aboutList.replaceChildren(
      ...[...this.facts].flatMap(([dt, dd]) => [
        element('dt', { textContent: dt }),
        element('dd', { textContent: dd }),
      ]),
    );
  }

  setNote(note: string) {
    this.aboutNote.textContent = note;
    this.aboutNote.hidden = false;
  }

  showCamera(text: string) {
    this.cameraReadout.hidden = false;
    this.cameraReadout.textContent = text;
  }

  private toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  }
}
