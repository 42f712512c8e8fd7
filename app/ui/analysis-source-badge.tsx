/** Who wrote an analysis: the AI provider, or the offline analysis (said plainly, in amber). */
export function AnalysisSourceBadge({
  offline,
  label,
  testId,
}: {
  offline: boolean;
  label: string;
  testId: string;
}) {
  return (
    <span
      data-testid={testId}
      className={
        offline
          ? "rounded-full bg-amber-300 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-950"
          : "rounded-full bg-primary px-3 py-1 text-xs font-bold uppercase tracking-wide text-primary-foreground"
      }
    >
      {label}
    </span>
  );
}
