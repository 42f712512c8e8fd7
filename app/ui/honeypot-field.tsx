import { useTranslation } from "~/core/i18n/use-translation";
import { honeypotFieldName } from "~/core/security/honeypot";

/** The public forms' bot trap (app/core/security/honeypot.ts): off screen, unreachable, left empty. */
export function HoneypotField() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("errors.honeypotLabel")}
        <input type="text" name={honeypotFieldName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
