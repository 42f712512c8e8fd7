import { themeCookie } from "~/core/http/cookies.server";
import { parseTheme, type Theme } from "~/core/http/theme";

export async function getTheme(request: Request): Promise<Theme | null> {
  return parseTheme(await themeCookie(request).parse(request.headers.get("Cookie")));
}
