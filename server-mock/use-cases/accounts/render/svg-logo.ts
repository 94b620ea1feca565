/**
 * The institution's SVG icon logo drawn as vectors with pdfkit (pdfkit embeds PNG and JPEG only).
 * The sample logos are flat shapes (rounded rect, path), so this reads the shape elements of SVG —
 * rect, circle, ellipse, polygon, path — with a fill and optional stroke, and refuses anything else
 * (text, images, gradients, transforms, groups): a logo it cannot draw faithfully is left out rather
 * than drawn wrong, and the letterhead still prints the institution's name.
 */
import type { Pdf } from './pdf-table.ts';

/** One filled or stroked shape in viewBox units. */
export type SvgShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; paint: Paint }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; paint: Paint }
  | { kind: 'polygon'; points: [number, number][]; paint: Paint }
  | { kind: 'path'; d: string; paint: Paint };

/** Fill and stroke colours (undefined: none). */
export interface Paint {
  fill?: string;
  stroke?: string;
  strokeWidth: number;
}

/** A logo ready to draw: its viewBox and shapes. */
export interface SvgLogo {
  viewBox: [number, number, number, number];
  shapes: SvgShape[];
}

const IGNORED = new Set(['svg', 'title', 'desc', 'metadata']);

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) found.set(m[1]!, m[2] ?? m[3] ?? '');
  const style = found.get('style');
  // Inline style wins over presentation attributes, as in SVG.
  for (const decl of style?.split(';') ?? []) {
    const [name, value] = decl.split(':').map((s) => s.trim());
    if (name && value) found.set(name, value);
  }
  return found;
}

const num = (a: Map<string, string>, name: string): number => Number.parseFloat(a.get(name) ?? '0') || 0;

function paintOf(a: Map<string, string>): Paint {
  const fill = a.get('fill') ?? '#000'; // SVG's default fill is black
  const stroke = a.get('stroke');
  return {
    fill: fill === 'none' ? undefined : fill,
    stroke: stroke && stroke !== 'none' ? stroke : undefined,
    strokeWidth: a.has('stroke-width') ? num(a, 'stroke-width') : 1,
  };
}

function shapeOf(tag: string, a: Map<string, string>): SvgShape | undefined {
  const paint = paintOf(a);
  if (tag === 'rect')
    return {
      kind: 'rect',
      x: num(a, 'x'),
      y: num(a, 'y'),
      width: num(a, 'width'),
      height: num(a, 'height'),
      radius: num(a, a.has('rx') ? 'rx' : 'ry'),
      paint,
    };
  if (tag === 'circle')
    return { kind: 'ellipse', cx: num(a, 'cx'), cy: num(a, 'cy'), rx: num(a, 'r'), ry: num(a, 'r'), paint };
  if (tag === 'ellipse')
    return { kind: 'ellipse', cx: num(a, 'cx'), cy: num(a, 'cy'), rx: num(a, 'rx'), ry: num(a, 'ry'), paint };
  if (tag === 'path' && a.get('d')) return { kind: 'path', d: a.get('d')!, paint };
  if (tag === 'polygon') {
    const n = (a.get('points') ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const points: [number, number][] = [];
    for (let i = 0; i + 1 < n.length; i += 2) points.push([n[i]!, n[i + 1]!]);
    return points.length >= 3 && points.flat().every(Number.isFinite) ? { kind: 'polygon', points, paint } : undefined;
  }
  return undefined;
}

/** The logo's shapes, or undefined when the SVG holds anything this reader does not draw. */
export function readSvgLogo(svg: string): SvgLogo | undefined {
  const root = /<svg\b([^>]*)>/.exec(svg);
  if (!root) return undefined;
  const rootAttrs = attributes(root[1]!);
  const box = (rootAttrs.get('viewBox') ?? `0 0 ${num(rootAttrs, 'width')} ${num(rootAttrs, 'height')}`)
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length !== 4 || !box.every(Number.isFinite) || box[2]! <= 0 || box[3]! <= 0) return undefined;
  const shapes: SvgShape[] = [];
  for (const m of svg.matchAll(/<([a-zA-Z][\w:-]*)\b([^>]*?)\/?>/g)) {
    const tag = m[1]!;
    if (IGNORED.has(tag)) continue;
    const a = attributes(m[2]!);
    const shape = a.has('transform') || a.has('clip-path') || a.has('mask') ? undefined : shapeOf(tag, a);
    if (!shape) return undefined;
    shapes.push(shape);
  }
  return shapes.length > 0 ? { viewBox: box as SvgLogo['viewBox'], shapes } : undefined;
}

function outline(doc: Pdf, s: SvgShape): void {
  if (s.kind === 'rect') doc.roundedRect(s.x, s.y, s.width, s.height, s.radius);
  else if (s.kind === 'ellipse') doc.ellipse(s.cx, s.cy, s.rx, s.ry);
  else if (s.kind === 'polygon') doc.polygon(...s.points);
  else doc.path(s.d);
}

/** Draws the logo scaled into a square of `size` points at (x, y), keeping its proportions. */
export function drawSvgLogo(doc: Pdf, logo: SvgLogo, x: number, y: number, size: number): void {
  const [minX, minY, width, height] = logo.viewBox;
  const scale = size / Math.max(width, height);
  doc.save().translate(x, y).scale(scale).translate(-minX, -minY);
  for (const s of logo.shapes) {
    outline(doc, s);
    if (s.paint.fill && s.paint.stroke) doc.lineWidth(s.paint.strokeWidth).fillAndStroke(s.paint.fill, s.paint.stroke);
    else if (s.paint.fill) doc.fill(s.paint.fill);
    else if (s.paint.stroke) doc.lineWidth(s.paint.strokeWidth).stroke(s.paint.stroke);
  }
  doc.restore();
}
