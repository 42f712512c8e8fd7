import { count, desc, eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import type { Language } from "~/core/i18n/config";
import { isPlanId, planName } from "~/core/plans/catalog";
import type { Database } from "~/core/db/client.server";
import { feedback, jobs, profiles, users, type JobStatus } from "~/core/db/schema";

const recentLimit = 10;

/**
 * What the dashboard's admin panel shows (users with the admin role only): how many users, how
 * they spread over the plans, the latest jobs and failures, and the newest feedback. A job's state
 * comes worded here, so the dashboard does not send every admin's browser the status page's strings.
 */
export async function adminOverview(db: Database, language: Language, t: TFunction) {
  const jobColumns = {
    id: jobs.id,
    type: jobs.type,
    status: jobs.status,
    error: jobs.error,
    createdAt: jobs.createdAt,
  };
  const [[userCount], plans, recentJobs, failures, inbox] = await Promise.all([
    db.select({ value: count() }).from(users),
    db
      .select({ plan: profiles.plan, users: count() })
      .from(profiles)
      .groupBy(profiles.plan)
      .orderBy(desc(count())),
    db.select(jobColumns).from(jobs).orderBy(desc(jobs.createdAt)).limit(recentLimit),
    db
      .select(jobColumns)
      .from(jobs)
      .where(eq(jobs.status, "failed"))
      .orderBy(desc(jobs.createdAt))
      .limit(recentLimit),
    db
      .select({
        id: feedback.id,
        type: feedback.type,
        subject: feedback.subject,
        message: feedback.message,
        createdAt: feedback.createdAt,
        email: users.email,
      })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .orderBy(desc(feedback.createdAt))
      .limit(recentLimit * 2),
  ]);
  const withStateLabel = <Job extends { status: string }>(job: Job) => ({
    ...job,
    stateLabel: t(`status.jobStates.${job.status as JobStatus}`),
  });
  return {
    users: userCount?.value ?? 0,
    plans: plans.map((row) => ({
      ...row,
      name: isPlanId(row.plan) ? planName(row.plan, language) : row.plan,
    })),
    recentJobs: recentJobs.map(withStateLabel),
    failures: failures.map(withStateLabel),
    inbox,
  };
}
export type AdminOverview = Awaited<ReturnType<typeof adminOverview>>;
