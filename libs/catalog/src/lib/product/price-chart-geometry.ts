// Geometry of the price history chart: pure, so the drawing is unit-tested without a browser.

/** Fixed drawing size (the SVG scales to its box; the box's aspect ratio is reserved in CSS, so no jump). */
export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 12 };

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartGeometry {
  points: ChartPoint[];
  /** `points` attribute of the polyline. */
  line: string;
  /** Closed path under the line, for the shaded area. */
  area: string;
  min: number;
  max: number;
  /** The first lowest and first highest point (marked on the chart). */
  low: ChartPoint;
  high: ChartPoint;
}

/** Places the daily prices left to right (oldest first), lowest at the bottom; a flat series sits in the middle. */
export function chartGeometry(prices: readonly number[]): ChartGeometry | null {
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const innerWidth = CHART_WIDTH - PAD.left - PAD.right;
  const innerHeight = CHART_HEIGHT - PAD.top - PAD.bottom;
  const step = prices.length > 1 ? innerWidth / (prices.length - 1) : 0;
  const points = prices.map((price, index) => ({
    x: round(PAD.left + (prices.length > 1 ? index * step : innerWidth / 2)),
    y: round(max === min ? PAD.top + innerHeight / 2 : PAD.top + ((max - price) / (max - min)) * innerHeight),
  }));
  const line = points.map((point) => `${point.x},${point.y}`).join(' ');
  const bottom = CHART_HEIGHT - PAD.bottom;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const area = `M${first.x},${bottom} L${points.map((point) => `${point.x},${point.y}`).join(' L')} L${last.x},${bottom} Z`;
  return { points, line, area, min, max, low: points[prices.indexOf(min)] ?? first, high: points[prices.indexOf(max)] ?? first };
}

const round = (value: number) => Math.round(value * 10) / 10;
