/** A requestAnimationFrame loop that runs only while something asks for frames (render on demand). */
export class RenderLoop {
  private frame = 0;
  private last = 0;
  private wanted = true;

  /** `tick` draws one frame and answers whether it wants another. */
  constructor(private readonly tick: (deltaSeconds: number) => boolean) {}

  request() {
    this.wanted = true;
    if (this.frame === 0) this.frame = requestAnimationFrame(this.run);
  }

  private readonly run = (now: number) => {
    this.frame = 0;
    const delta = this.last === 0 ? 1 / 60 : (now - this.last) / 1000;
    this.last = now;
    this.wanted = false;
    const more = this.tick(delta);
    if (more || this.wanted) this.frame = requestAnimationFrame(this.run);
    else this.last = 0;
  };

  stop() {
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }
}

/** Resolves after the browser has put the next frame on screen. */
export const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
