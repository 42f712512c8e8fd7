import { useTranslation } from "~/core/i18n/use-translation";
import type { AdminOverview } from "~/features/dashboard/admin-overview.server";
import type { JobType } from "~/core/db/schema";

/** Only for users with the admin role: users, plans, recent jobs and failures, feedback inbox. */
export function AdminPanel({ overview, date }: { overview: AdminOverview; date: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const jobLine = (job: AdminOverview["recentJobs"][number]) =>
    t("dashboard.admin.jobLine", {
      type: t(`dashboard.admin.jobTypes.${job.type as JobType}`),
      status: job.stateLabel,
      date: date.format(new Date(job.createdAt)),
    });
  const none = <p className="text-sm text-muted-foreground">{t("dashboard.admin.none")}</p>;
  const heading = "text-sm font-semibold uppercase tracking-wide text-muted-foreground";
  return (
    <section aria-labelledby="admin-title" className="space-y-5 rounded-xl border-2 border-primary/40 p-5">
      <h2 id="admin-title" className="text-xl font-bold">
        {t("dashboard.admin.title")}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <h3 className={heading}>{t("dashboard.admin.users")}</h3>
          <p className="text-3xl font-black" data-testid="admin-users">
            {overview.users}
          </p>
          <h3 className={`${heading} mt-4`}>{t("dashboard.admin.plans")}</h3>
          <ul className="mt-1 text-sm">
            {overview.plans.map((row) => (
              <li key={row.plan}>
                {row.name}: <strong>{row.users}</strong>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={heading}>{t("dashboard.admin.recentJobs")}</h3>
          {overview.recentJobs.length === 0 ? (
            none
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {overview.recentJobs.map((job) => (
                <li key={job.id}>{jobLine(job)}</li>
              ))}
            </ul>
          )}
          <h3 className={`${heading} mt-4`}>{t("dashboard.admin.failures")}</h3>
          {overview.failures.length === 0 ? (
            none
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {overview.failures.map((job) => (
                <li key={job.id}>
                  {jobLine(job)}
                  {job.error ? <code className="ml-1 text-xs text-destructive">{job.error}</code> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div>
        <h3 className={heading}>{t("dashboard.admin.feedbackInbox")}</h3>
        {overview.inbox.length === 0 ? (
          none
        ) : (
          <ul className="mt-2 space-y-3">
            {overview.inbox.map((item) => (
              <li key={item.id} className="rounded-lg border border-border p-3 text-sm">
                <p className="font-semibold">
                  [{t(`feedback.types.${item.type}`)}] {item.subject}
                </p>
                <p className="text-muted-foreground">
                  {t("dashboard.admin.from", { email: item.email })} · {date.format(new Date(item.createdAt))}
                </p>
                <p className="mt-1 whitespace-pre-line">{item.message}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
