import { eq } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { profiles, users } from "~/core/db/schema";

/**
 * Where and how to write to an account's owner (its address and its name, if it has one): the
 * password reset's "your password changed" e-mail and the login address it sends the owner back to.
 */
export async function findAccountContact(env: Pick<Env, "DB">, userId: string) {
  const [account] = await createDb(env.DB)
    .select({ email: users.email, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return account ?? null;
}
