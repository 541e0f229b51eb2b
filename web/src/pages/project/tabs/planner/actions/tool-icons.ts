/**
 * The icons the page draws for the viewer's tools, by the name a tool's description gives (lucide's
 * own names); a tool whose icon the page does not know gets a plain dot.
 */
import {
  Box,
  Circle,
  CircleDot,
  Crosshair,
  Grid3x3,
  LayoutGrid,
  type LucideIcon,
  MapPin,
  Pentagon,
  RectangleHorizontal,
  Rows3,
  Ruler,
  Spline,
  Users,
} from 'lucide-react';

const TOOL_ICONS = new Map<string, LucideIcon>([
  ['map-pin', MapPin],
  ['spline', Spline],
  ['pentagon', Pentagon],
  ['box', Box],
  ['rectangle-horizontal', RectangleHorizontal],
  ['users', Users],
  ['ruler', Ruler],
  ['crosshair', Crosshair],
  ['grid-3x3', Grid3x3],
  ['rows-3', Rows3],
  ['circle-dot', CircleDot],
  ['layout-grid', LayoutGrid],
]);

export const toolIcon = (name: string | undefined): LucideIcon => (name && TOOL_ICONS.get(name)) || Circle;
