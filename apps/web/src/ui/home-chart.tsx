import { useRef, useState, type KeyboardEvent } from 'react';
import './home-chart.css';

export interface HomeChartProps {
  /** One bar per point, in order: a month or a day, named as the axis shows it. */
  points: readonly { label: string; value: number }[];
  /** What the bars count: the name of the group of bars. */
  name: string;
  valueFormatter: (value: number) => string;
}

/**
 * A home's trend as plain bars (decision 0365): a home opens every morning on a phone, and a
 * charting library cost it more start-up work than the rest of the page. Each bar can be chosen,
 * by touch, pointer or the arrow keys (one tab stop), and the line below reads its value; the
 * latest is chosen at first.
 */
export function HomeChart({ points, name, valueFormatter }: HomeChartProps) {
  const [chosen, setChosen] = useState(points.length - 1);
  const bars = useRef<(HTMLButtonElement | null)[]>([]);
  const highest = Math.max(0, ...points.map((point) => point.value));
  const first = points[0];
  const last = points[points.length - 1];
  const shown = points[chosen] ?? last;
  if (!first || !last || !shown) return null;

  const choose = (index: number) => {
    const next = Math.min(points.length - 1, Math.max(0, index));
    setChosen(next);
    bars.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: chosen - 1,
      ArrowDown: chosen - 1,
      ArrowRight: chosen + 1,
      ArrowUp: chosen + 1,
      Home: 0,
      End: points.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };

  return (
    <div className="home-chart">
      <div className="home-chart-bars" role="radiogroup" aria-label={name} onKeyDown={onKeyDown}>
        {points.map((point, index) => (
          <button
            key={index}
            ref={(element) => {
              bars.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={index === chosen}
            aria-label={`${point.label}: ${valueFormatter(point.value)}`}
            tabIndex={index === chosen ? 0 : -1}
            className="home-chart-bar"
            onClick={() => setChosen(index)}
            onPointerEnter={() => setChosen(index)}
          >
            <span
              className="home-chart-fill"
              style={{ height: highest > 0 ? `${(point.value / highest) * 100}%` : 0 }}
            />
          </button>
        ))}
      </div>
      <div className="home-chart-axis" aria-hidden="true">
        <span>{first.label}</span>
        {points.length > 1 && <span>{last.label}</span>}
      </div>
      <p className="home-chart-value" aria-live="polite">
        {shown.label}: <strong>{valueFormatter(shown.value)}</strong>
      </p>
    </div>
  );
}
