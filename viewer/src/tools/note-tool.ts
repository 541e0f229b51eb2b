/** The note tool: one click pins a note (a `note` annotation); its text is written in the page's panel. */
import { toPoint } from '#venue/vec.ts';
import type { Vec3 } from '../../protocol/index.ts';
import type { Tool } from '../planner/tool.ts';
import { addAnnotation } from './add-annotation.ts';

export const noteTool: Tool = {
  description: {
    name: 'note',
    label: 'Note',
    icon: 'sticky-note',
    hint: 'Click where the note goes, then write it in the panel',
    modes: ['annotate'],
  },
  order: 55,
  minPoints: 1,
  maxPoints: 1,
  closes: false,
  onFloor: false,
  complete: ([point], ctx) => addAnnotation(ctx, 'note', 'Note', { position: toPoint(point as Vec3) }),
};
