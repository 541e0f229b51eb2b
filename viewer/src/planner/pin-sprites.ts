/**
 * The comment pins as the overlay draws them (issue #28): a speech bubble per pin with its thread's
 * number of messages, its tail's tip on the pin's point, at a constant pixel size and on top of
 * everything (never hidden in the splats); resolved pins grey, the selected one yellow and bigger. Pins
 * of the same look share one texture and material, so 500 pins cost 500 small sprites and a few
 * textures. Not a layer: layer visibility leaves them alone.
 */
import { CanvasTexture, Group, Sprite, SpriteMaterial } from 'three';
import type { CommentPin } from '../../protocol/index.ts';
import { PIN_HEIGHT, PIN_TAIL, pinText, pinWidth, SELECTED_PIN_SCALE } from './comment-pins.ts';

type PinLook = 'open' | 'resolved' | 'selected';

const LOOKS: Record<PinLook, { fill: string; text: string; rim: string }> = {
  open: { fill: '#f43f5e', text: '#ffffff', rim: '#ffffff' },
  resolved: { fill: '#6b7280', text: '#e5e7eb', rim: '#d1d5db' },
  selected: { fill: '#facc15', text: '#0f1115', rim: '#0f1115' },
};
/** Drawn on top of the labels (10) and the reshape handles (30–34). */
const PIN_ORDER = 40;
/** Texture pixels per CSS pixel (sharp on high-density screens). */
const RES = 2;

const lookOf = (pin: CommentPin): PinLook => (pin.selected ? 'selected' : pin.resolved ? 'resolved' : 'open');

/** The bubble's picture: a rounded badge with the number, and a tail down to its point. */
function bubbleTexture(text: string, look: PinLook): CanvasTexture {
  const width = pinWidth(text);
  const canvas = document.createElement('canvas');
  canvas.width = width * RES;
  canvas.height = (PIN_HEIGHT + PIN_TAIL) * RES;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const { fill, text: ink, rim } = LOOKS[look];
    ctx.scale(RES, RES);
    ctx.beginPath();
    ctx.roundRect(1, 1, width - 2, PIN_HEIGHT - 2, (PIN_HEIGHT - 2) / 2);
    ctx.moveTo(width / 2 - 5, PIN_HEIGHT - 2);
    ctx.lineTo(width / 2, PIN_HEIGHT + PIN_TAIL - 1);
    ctx.lineTo(width / 2 + 5, PIN_HEIGHT - 2);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = rim;
    ctx.stroke();
    ctx.fillStyle = ink;
    ctx.font = '700 13px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, width / 2, PIN_HEIGHT / 2);
  }
  return new CanvasTexture(canvas);
}

export class PinSprites {
  /** Added to the overlay's scene; its sprites are scaled by the overlay each frame (`pixelSize`). */
  readonly group = new Group();
  private readonly materials = new Map<string, SpriteMaterial>();
  private drawn: readonly CommentPin[] | null = null;

  /** Replaces the sprites with those of `pins` (nothing when they are the pins already drawn). */
  update(pins: readonly CommentPin[]) {
    if (pins === this.drawn) return;
    this.drawn = pins;
    this.group.clear();
    const used = new Set<string>();
    for (const pin of pins) {
      const text = pinText(pin.count);
      const look = lookOf(pin);
      const key = `${look}:${text}`;
      used.add(key);
      const sprite = new Sprite(this.material(key, text, look));
      const scale = pin.selected ? SELECTED_PIN_SCALE : 1;
      sprite.userData.pixelSize = [pinWidth(text) * scale, (PIN_HEIGHT + PIN_TAIL) * scale];
      sprite.userData.pinId = pin.id;
      // The tail's tip (the picture's bottom centre) stands on the point.
      sprite.center.set(0.5, 0);
      sprite.position.set(...pin.position);
      sprite.renderOrder = pin.selected ? PIN_ORDER + 1 : PIN_ORDER;
      this.group.add(sprite);
    }
    for (const [key, material] of this.materials) {
      if (used.has(key)) continue;
      material.map?.dispose();
      material.dispose();
      this.materials.delete(key);
    }
  }

  /** Sizes the sprites for this frame: `k` is clip units per CSS pixel of the view's height. */
  scale(k: number) {
    for (const child of this.group.children) {
      const [w, h] = child.userData.pixelSize as [number, number];
      child.scale.set(w * k, h * k, 1);
    }
  }

  /** How many distinct looks (textures) are held: what 500 pins cost beyond their sprites. */
  get textures(): number {
    return this.materials.size;
  }

  dispose() {
    this.group.clear();
    for (const material of this.materials.values()) {
      material.map?.dispose();
      material.dispose();
    }
    this.materials.clear();
    this.drawn = null;
  }

  private material(key: string, text: string, look: PinLook): SpriteMaterial {
    let material = this.materials.get(key);
    if (!material) {
      material = new SpriteMaterial({
        map: bubbleTexture(text, look),
        depthTest: false,
        depthWrite: false,
        sizeAttenuation: false,
        transparent: true,
      });
      this.materials.set(key, material);
    }
    return material;
  }
}
