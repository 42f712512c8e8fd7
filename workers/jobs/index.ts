/**
 * The jobs Worker: consumes the generation, video-analysis and upscale queues (and their dead-letter
 * queues) and hosts the Durable Objects the web Worker binds by script_name.
 */
import { JobMessageSchema } from "~/core/jobs/messages";
import { failJob, runJob } from "./run-job";

export { UserLive } from "./user-live";
export { ChatSession } from "./chat-session";
export { RenderService } from "./render-service";

const isDeadLetterQueue = (queue: string) => queue.endsWith("-dlq");

export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const deadLetters = isDeadLetterQueue(batch.queue);
  for (const message of batch.messages) {
    const parsed = JobMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error(`queue ${batch.queue}: dropping malformed message ${message.id}`, parsed.error.issues);
      message.ack();
      continue;
    }
    const body = parsed.data;
    if (body.kind === "healthcheck") {
      message.ack();
      continue;
    }
    try {
      if (deadLetters) {
        await failJob(env, body.jobId, "retries_exhausted");
        message.ack();
      } else if ((await runJob(env, body.jobId)) === "retry") {
        message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
      } else {
        message.ack();
      }
    } catch (error) {
      // D1 or the runtime failed around the job: let the queue deliver it again.
      console.error(`queue ${batch.queue}: message ${message.id} failed`, error);
      message.retry();
    }
  }
}

export default {
  async fetch() {
    return new Response("miniatura-jobs: nothing to see here", { status: 404 });
  },
  queue: handleQueueBatch,
} satisfies ExportedHandler<Env>;
