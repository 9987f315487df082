/** A labelled progress bar (upload or transcoding), readable by screen readers. */
export function UploadProgress({ label, pct, testId }: { label: string; pct: number; testId: string }) {
  const value = Math.max(0, Math.min(100, Math.round(pct)));
  return (
    <div className="vu-progress" data-testid={testId}>
      <span>{label}</span>
      <div className="vu-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <span style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
