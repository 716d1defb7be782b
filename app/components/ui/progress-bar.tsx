/**
 * A thin bar for a percentage (styles in lessons.css). Drawn by a scale, which runs on the compositor:
 * a width transition, restarted by every key, laid the page out again in every frame.
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="progress-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
