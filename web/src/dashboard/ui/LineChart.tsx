import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatCount, formatDay, formatRate } from "../format";

const COLORS = ["#3b3fd8", "#11713a", "#b3261e", "#b36b00", "#6b7280", "#0e7490"];
/** A series' meaning picks its color: success is never drawn red, failure never green. */
export const TONES = { neutral: 0, good: 1, bad: 2, attention: 3, muted: 4, other: 5 } as const;
const HEIGHT = 240;

export interface ChartSeries {
  label: string;
  values: Array<number | null>;
  tone?: keyof typeof TONES;
}

const colorIndex = (s: ChartSeries, i: number) => (s.tone ? TONES[s.tone] : i % COLORS.length);

/**
 * A daily line chart (uPlot, canvas) over UTC days. The canvas is one image for assistive
 * technology; the same numbers are in the legend and in a data table below it.
 */
export function LineChart({ title, days, series, kind }: { title: string; days: string[]; series: ChartSeries[]; kind: "count" | "rate" }) {
  const ref = useRef<HTMLDivElement>(null);
  const format = (v: number | null) => (kind === "rate" ? formatRate(v) : v === null ? "—" : formatCount(v));
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(200, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        scales: { x: { time: true }, y: kind === "rate" ? { range: [0, 1] } : { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { stroke: "#555d6b", grid: { stroke: "#eceef2" }, values: (_u, ticks) => ticks.map((t) => formatDay(new Date(t * 1000).toISOString().slice(0, 10))) },
          {
            stroke: "#555d6b",
            grid: { stroke: "#eceef2" },
            // Counts are whole: never a 12.5 on the axis.
            ...(kind === "count" ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000] } : {}),
            values: (_u, ticks) => ticks.map((t) => (kind === "rate" ? formatRate(t) : formatCount(t))),
          },
        ],
        series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: COLORS[colorIndex(s, i)], width: 2, points: { show: days.length <= 31 } }))],
      },
      [xs, ...series.map((s) => s.values)] as uPlot.AlignedData,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, kind]);
  const last = (s: ChartSeries) => s.values.at(-1) ?? null;
  return (
    <figure className="panel chart-figure">
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      <div ref={ref} className="chart" role="img" aria-label={`${title}, ${days.length} UTC days. ${series.map((s) => `${s.label} today: ${format(last(s))}`).join("; ")}.`} />
      <ul className="chart-legend">
        {series.map((s, i) => (
          <li key={s.label}>
            <span className={`swatch s${colorIndex(s, i)}`} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <details className="chart-data">
        <summary>The numbers, day by day</summary>
        {/* Focusable, so a keyboard can scroll it when it is wider than a phone. */}
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`${title}: the numbers`}>
          <table className="numbers">
            <caption className="visually-hidden">{title} per UTC day</caption>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                {series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d, row) => (
                <tr key={d}>
                  <th scope="row">{formatDay(d)}</th>
                  {series.map((s) => (
                    <td key={s.label}>{format(s.values[row] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
