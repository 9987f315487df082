/** The progress of a video being made: the state in words and a named progress bar (screen readers read both). */
export function MaterialProgress({ label, pct }: { label: string; pct: number }) {
  const value = Math.max(0, Math.min(100, Math.round(pct)));
  return (
    <div className="vm-progress" data-testid="vm-progress">
      <span id="vm-progress-label" role="status">
        {label}
      </span>
      <div className="vm-bar" role="progressbar" aria-labelledby="vm-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <span style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
