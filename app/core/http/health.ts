export const healthCheckNames = ["d1", "r2", "queue", "userLive"] as const;
export type HealthCheckName = (typeof healthCheckNames)[number];
export interface HealthCheck {
  ok: boolean;
  ms: number;
  error?: string;
}
export interface HealthReport {
  ok: boolean;
  checks: Record<HealthCheckName, HealthCheck>;
}
