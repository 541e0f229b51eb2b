/**
 * The planner's tools as the page sees them. The viewer owns its tools (one file each under
 * viewer/src/tools/) and describes them to the page on request (getPlannerTools → plannerTools), so the
 * page's toolbar, shortcuts and status texts follow whatever tools the viewer has: a new tool is one
 * file in the viewer and its test.
 */
import { z } from 'zod';

/** The planner page's modes (venue-planner §4); Venue and View are both the viewer's view mode. */
export const plannerModes = ['venue', 'measure', 'annotate', 'draw', 'planning', 'view'] as const;
const plannerModeSchema = z.enum(plannerModes);
export type PlannerMode = z.infer<typeof plannerModeSchema>;

/** A tool's name: what setTool, startCreation and the drawing events carry ('point', 'capacityZone'). */
export const plannerToolSchema = z.string().regex(/^[a-z][A-Za-z0-9]{0,39}$/);
export type PlannerTool = z.infer<typeof plannerToolSchema>;

export const plannerToolDescriptionSchema = z.object({
  name: plannerToolSchema,
  /** The toolbar button's text, and the tool's name in status lines ('Selected Polygon tool'). */
  label: z.string().min(1).max(60),
  /** The page modes whose toolbar offers it. */
  modes: z.array(plannerModeSchema).max(plannerModes.length),
  /** The toolbar group it sits in ('Layout'); absent: the mode's own tools. */
  group: z.string().min(1).max(40).optional(),
  /** The page's icon for it; a name the page does not know gets a generic icon. */
  icon: z.string().min(1).max(40).optional(),
  /** The digit key that picks it in its modes (venue-planner §2: 1–5 in Annotate and Draw). */
  key: z.number().int().min(1).max(9).optional(),
  /** What to do once it is picked ('Click three points on the floor'). */
  hint: z.string().max(200).optional(),
  /** What a finished drawing makes when it is not an annotation: 'segmentation' for the zone tools. */
  creates: z.enum(['segmentation']).optional(),
  /**
   * The tool stays picked after a drawing, so the next click starts another (Point). Absent: the page
   * puts the tool down when its drawing is finished.
   */
  repeats: z.boolean().optional(),
  /**
   * The drawing places its result once it has `points` points and goes on: one more click changes what
   * it placed (the Chair row's third click bends it into an arc), Enter or Esc keeps it as it is. The
   * status line then says '{label} placed. {hint}', and the ghost's count before the hint.
   */
  afterPlacing: z
    .object({ points: z.number().int().min(1).max(10), hint: z.string().min(1).max(200) })
    .optional(),
});
export type PlannerToolDescription = z.infer<typeof plannerToolDescriptionSchema>;
