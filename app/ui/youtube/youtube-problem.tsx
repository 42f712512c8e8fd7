import { Link } from "@remix-run/react";
import { useTranslation } from "~/core/i18n/use-translation";
import {
  fixedInSettings,
  youtubeProblemKey,
  youtubeSettingsPath,
  type YoutubeProblem as Problem,
} from "~/core/youtube/youtube-messages";

/** Why YouTube data is missing, with the way to fix it (a link to the settings tab when it helps). */
export function YoutubeProblem({
  problem,
  keySource,
  title,
  tone = "error",
}: {
  problem: Problem;
  keySource: "user" | "server" | null;
  title?: string;
  tone?: "error" | "notice";
}) {
  const { t } = useTranslation();
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      }
    >
      {title ? <p className="font-bold">{title}</p> : null}
      <p className={title ? "mt-1" : undefined}>{t(youtubeProblemKey(problem, keySource))}</p>
      {fixedInSettings(problem) ? (
        <Link
          to={youtubeSettingsPath}
          className="mt-2 inline-block font-semibold underline underline-offset-4"
        >
          {t("youtube.settingsLink")}
        </Link>
      ) : null}
    </div>
  );
}
